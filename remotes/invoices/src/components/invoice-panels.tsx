import { useRef, useState } from 'react';
import type { Invoice } from '@console/contracts';
import { PaymentPanel } from './payment-panel';
import { SendPanel } from './send-panel';

type PanelKind = 'send' | 'payment';

/** Whether focus can go back to the button that opened a panel (it may be gone or disabled by now). */
const canTakeFocus = (element: HTMLElement | null): element is HTMLElement => element !== null && element.isConnected && !element.matches(':disabled');

/**
 * The Send and Add payment side panels of a page. The invoice stays after a panel closes, so it
 * does not empty while it slides out; each opening builds a fresh panel (key), so its form starts from this invoice's defaults.
 * A closed panel gives focus back to its opener; when the change made there took the opener away
 * (Add payment disabled once nothing is owed, a row gone from a filtered list), `fallbackFocus`
 * (the page's heading) takes it instead of the page's body.
 */
export function useInvoicePanels({ fallbackFocus }: { fallbackFocus?: () => HTMLElement | null | undefined } = {}) {
  const [target, setTarget] = useState<{ invoice: Invoice; kind: PanelKind; open: boolean; opened: number } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = (kind: PanelKind) => (invoice: Invoice) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setTarget((current) => ({ invoice, kind, open: true, opened: (current?.opened ?? 0) + 1 }));
  };
  const hide = () => setTarget((current) => current && { ...current, open: false });
  // Runs before the panel gives focus back to the opener: when the opener can take it, that wins.
  const exited = () => {
    if (!canTakeFocus(opener.current)) fallbackFocus?.()?.focus();
    opener.current = null;
  };
  const panels = target && (
    <>
      {target.kind === 'send' && <SendPanel key={target.opened} invoice={target.invoice} show={target.open} onHide={hide} onExited={exited} />}
      {target.kind === 'payment' && <PaymentPanel key={target.opened} invoice={target.invoice} show={target.open} onHide={hide} onExited={exited} />}
    </>
  );
  return { openSend: open('send'), openPayment: open('payment'), panels };
}
