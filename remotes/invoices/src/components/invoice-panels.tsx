import { useState, type RefObject } from 'react';
import type { Invoice } from '@console/contracts';
import { PaymentPanel } from './payment-panel';
import { SendPanel } from './send-panel';

type PanelKind = 'send' | 'payment';

/**
 * The Send and Add payment side panels of a page. The invoice stays after a panel closes, so it
 * does not empty while it slides out; each opening builds a fresh panel (key), so its form starts from this invoice's defaults.
 * A closed panel gives focus back to its opener; when the change made there took the opener away
 * (Add payment disabled once nothing is owed, a row gone from a filtered list), the kit's panel
 * focuses `fallbackFocus` instead, else the page's heading.
 */
export function useInvoicePanels({ fallbackFocus }: { fallbackFocus?: RefObject<HTMLElement | null> } = {}) {
  const [target, setTarget] = useState<{ invoice: Invoice; kind: PanelKind; open: boolean; opened: number } | null>(null);
  const open = (kind: PanelKind) => (invoice: Invoice) => setTarget((current) => ({ invoice, kind, open: true, opened: (current?.opened ?? 0) + 1 }));
  const hide = () => setTarget((current) => current && { ...current, open: false });
  const panels = target && (
    <>
      {target.kind === 'send' && <SendPanel key={target.opened} invoice={target.invoice} show={target.open} onHide={hide} fallbackFocus={fallbackFocus} />}
      {target.kind === 'payment' && <PaymentPanel key={target.opened} invoice={target.invoice} show={target.open} onHide={hide} fallbackFocus={fallbackFocus} />}
    </>
  );
  return { openSend: open('send'), openPayment: open('payment'), panels };
}
