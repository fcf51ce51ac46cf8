import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
import type { CouponResponse } from '@console/contracts';
import { FocusKeepingButton, useFormat, useMessageText } from '@console/ui';
import { checkCoupon } from '../api/shop-api';
import { useShopT } from '../i18n/use-shop-t';

/** The coupon box: a known code applies its percentage, an unknown one says so at the field. */
export function CouponField({ coupon, onChange }: { coupon: CouponResponse | null; onChange(coupon: CouponResponse | null): void }) {
  const t = useShopT();
  const { number } = useFormat();
  const message = useMessageText();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // Apply and the remove button each replace the box they are in: the control that takes their
  // place takes the focus (only after those two, never on a first render). A refused code sends
  // the focus to the code, as the console's forms do with the first field to fix: focused once
  // its message is rendered, the field is read with it (aria-invalid, aria-describedby).
  const focusNext = useRef<'remove' | 'code' | null>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const target = focusNext.current === 'remove' ? removeButton : focusNext.current === 'code' ? codeInput : null;
    focusNext.current = null;
    target?.current?.focus();
  }, [coupon, error]);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    // One check at a time: Apply only looks unavailable (it keeps the focus), and Enter in the code submits too.
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const applied = await checkCoupon(code);
      focusNext.current = 'remove';
      onChange(applied);
      setCode('');
    } catch (failure) {
      // An empty code too: the server's "Enter a coupon code." is the message at the field.
      const text = failure instanceof Error ? failure.message : '';
      focusNext.current = 'code';
      setError(message(text) ?? text);
    } finally {
      setBusy(false);
    }
  };

  // The status is on the page before a coupon is applied, in the code's box too (hidden and empty):
  // a live region that arrives with its text is not read by every screen reader.
  const status = (
    <p id={`${id}-applied`} className={coupon ? 'mb-0' : 'visually-hidden'} role="status">
      {coupon ? t('coupon.applied', { code: coupon.code, percent: number(coupon.percent) }) : ''}
    </p>
  );
  if (coupon) {
    return (
      <div className="d-flex align-items-center gap-2">
        {/* The button's description too: focused, it says which coupon it would remove. */}
        {status}
        <button
          ref={removeButton}
          type="button"
          className="btn btn-sm btn-link"
          aria-label={t('coupon.remove')}
          aria-describedby={`${id}-applied`}
          onClick={() => {
            focusNext.current = 'code';
            onChange(null);
          }}
        >
          <X size={16} aria-hidden="true" />
        </button>
      </div>
    );
  }
  return (
    <div>
      {status}
      <form onSubmit={(event) => void apply(event)} noValidate>
        <label className="form-label" htmlFor={`${id}-code`}>{t('coupon.label')}</label>
        <div className="input-group has-validation">
          <input
            ref={codeInput}
            id={`${id}-code`}
            className={`form-control${error ? ' is-invalid' : ''}`}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              // The message was about the code applied: once it is changed (or cleared, which is no
              // coupon at all) it no longer says anything true, on this step or the next.
              setError('');
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {/* Not `disabled` while checking: Chromium would send the focus of the pressed button to the body. */}
          <FocusKeepingButton type="submit" className="btn btn-outline-primary" unavailable={busy} spinner>{t('coupon.apply')}</FocusKeepingButton>
          {error && <div id={`${id}-error`} className="invalid-feedback">{error}</div>}
        </div>
      </form>
    </div>
  );
}
