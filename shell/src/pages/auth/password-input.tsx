import { useState, type InputHTMLAttributes } from 'react';

/** A password box with a Show/Hide button (its label names what it does). */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="input-group has-validation">
      <input {...props} type={visible ? 'text' : 'password'} />
      <button type="button" className="btn btn-outline-secondary" aria-pressed={visible} onClick={() => setVisible(!visible)}>
        {visible ? 'Hide' : 'Show'}
        <span className="visually-hidden"> password</span>
      </button>
    </div>
  );
}
