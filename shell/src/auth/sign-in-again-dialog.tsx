import { useId, useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import { ApiError, isAwaitingSignIn, signInWithPassword, useSessionStore } from '@console/auth';
import { LoginRequestSchema, type LoginRequest } from '@console/contracts';
import { SchemaForm, SubmitButton } from '@console/ui';
import { useT } from '../i18n/use-t';
import { useAuthForm } from '../pages/auth/auth-form';
import { PasswordField } from '../pages/auth/password-input';

/**
 * Asked over the page once the session has expired (the server refused to renew it), or ended in
 * another tab while this page held unsaved input: the page
 * stays mounted beneath, with whatever was typed into it, and the user carries on (Save again)
 * after signing in. Escape and the backdrop do not close it: there is nothing to do on the page
 * without a session. Giving up ends the session, and the frame then sends the user to login.
 */
export default function SignInAgainDialog() {
  const { t } = useT();
  const titleId = useId();
  const introId = useId();
  const email = useSessionStore((state) => state.user?.email ?? '');
  const show = useSessionStore(isAwaitingSignIn);
  // Signed out in another tab while this page held unsaved input (followOtherTab), or expired.
  const elsewhere = useSessionStore((state) => state.endedBecause === 'elsewhere');
  const form = useAuthForm(LoginRequestSchema, { email, password: '' });
  // A remote's side panel or dialog, open beneath, comes from another build's react-bootstrap: it
  // counts itself the top dialog too and pulls every focus back into itself, so the password box
  // could not keep the focus (and was checked empty as it lost it). Inert while this dialog is up,
  // it cannot; it gets its focus back, with what was typed in it, once the user has signed in.
  const madeInert = useRef<HTMLElement[]>([]);
  const setOthersInert = (own: HTMLElement) => {
    const others = [...document.querySelectorAll<HTMLElement>('.modal, .offcanvas')].filter((other) => other !== own && !other.contains(own) && !own.contains(other) && !other.hasAttribute('inert'));
    for (const other of others) other.setAttribute('inert', '');
    madeInert.current = others;
  };
  const releaseOthers = () => {
    for (const other of madeInert.current) other.removeAttribute('inert');
    madeInert.current = [];
  };

  const signIn = async ({ password }: LoginRequest) => {
    try {
      await signInWithPassword(email, password);
      form.reset({ email, password: '' });
    } catch (error) {
      // The only field here is the password: wrong credentials are said there, not at the (fixed) email.
      if (error instanceof ApiError && error.fieldErrors.email) throw new ApiError(error.status, error.message, { password: error.fieldErrors.email });
      throw error;
    }
  };

  return (
    <Modal
      show={show}
      backdrop="static"
      keyboard={false}
      centered
      aria-labelledby={titleId}
      aria-describedby={introId}
      onEnter={setOthersInert}
      // The one thing to type: the password box has the focus (and Enter signs in).
      onEntered={(node: HTMLElement) => node.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')?.focus()}
      onExit={releaseOthers}
    >
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {t(elsewhere ? 'again.elsewhereTitle' : 'again.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id={introId}>{t('again.intro', { email })}</p>
        <SchemaForm form={form} quietWhenPlaced onSubmit={signIn}>
          <input type="email" value={email} autoComplete="username" readOnly hidden />
          <PasswordField label={t('auth.password')} autoComplete="current-password" />
          <SubmitButton>{form.formState.isSubmitting ? t('auth.signingIn') : t('auth.signIn')}</SubmitButton>
        </SchemaForm>
      </Modal.Body>
      <Modal.Footer className="justify-content-start">
        <button type="button" className="btn btn-link px-0" aria-describedby={`${titleId}-leaves`} onClick={() => useSessionStore.getState().signOut(elsewhere ? 'elsewhere' : 'expired')}>
          {t('again.otherAccount')}
        </button>
        <small id={`${titleId}-leaves`} className="text-body-secondary">
          {t('again.leaves')}
        </small>
      </Modal.Footer>
    </Modal>
  );
}
