import { useId, useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
import type { CouponResponse } from '@console/contracts';
import { useMessageText } from '@console/ui';
import { checkCoupon } from '../api/shop-api';
import { useShopT } from '../i18n/use-shop-t';

/** The coupon box: a known code applies its percentage, an unknown one says so at the field. */
export function CouponField({ coupon, onChange }: { coupon: CouponResponse | null; onChange(coupon: CouponResponse | null): void }) {
  const t = useShopT();
  const message = useMessageText();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      onChange(await checkCoupon(code));
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
        {t('coupon.applied', { code: coupon.code, percent: coupon.percent })}
        <button type="button" className="btn btn-sm btn-link" aria-label={t('coupon.remove')} onClick={() => onChange(null)}>
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
          id={`${id}-code`}
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="btn btn-outline-primary" disabled={busy}>{t('coupon.apply')}</button>
        {error && <div id={`${id}-error`} className="invalid-feedback">{error}</div>}
      </div>
    </form>
  );
}
