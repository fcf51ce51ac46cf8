import { useState, type InputHTMLAttributes } from 'react';
import { useT } from '../../i18n/use-t';

/** A password box with a Show/Hide button (its label names what it does). */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement>) {
  const [visible, setVisible] = useState(false);
  const { t } = useT();
  return (
    <div className="input-group has-validation">
      <input {...props} type={visible ? 'text' : 'password'} />
      <button type="button" className="btn btn-outline-secondary" aria-pressed={visible} onClick={() => setVisible(!visible)}>
        {visible ? t('auth.hide') : t('auth.show')}
        <span className="visually-hidden"> {t('auth.passwordWord')}</span>
      </button>
    </div>
  );
}
