import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
import type { CouponResponse } from '@console/contracts';
import { useFormat, useMessageText } from '@console/ui';
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
  // place takes the focus (only after those two, never on a first render).
  const focusNext = useRef<'remove' | 'code' | null>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const target = focusNext.current === 'remove' ? removeButton : focusNext.current === 'code' ? codeInput : null;
    focusNext.current = null;
    target?.current?.focus();
  }, [coupon]);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const applied = await checkCoupon(code);
      focusNext.current = 'remove';
      onChange(applied);
      setCode('');
    } catch (failure) {
      const text = failure instanceof Error ? failure.message : '';
      setError(message(text) ?? text);
    } finally {
      setBusy(false);
    }
  };

  if (coupon) {
    return (
      <p className="d-flex align-items-center gap-2 mb-0" role="status">
        {/* The button's description too: focused, it says which coupon it would remove. */}
        <span id={`${id}-applied`}>{t('coupon.applied', { code: coupon.code, percent: number(coupon.percent) })}</span>
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
      </p>
    );
  }
  return (
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
        <button type="submit" className="btn btn-outline-primary" disabled={busy}>{t('coupon.apply')}</button>
        {error && <div id={`${id}-error`} className="invalid-feedback">{error}</div>}
      </div>
    </form>
  );
}
