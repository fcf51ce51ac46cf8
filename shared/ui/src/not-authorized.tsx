import { Link } from 'react-router-dom';
import { useUiT } from './use-ui-t';

/** Shown in place of a page the signed-in user may not see. */
export function NotAuthorized() {
  const t = useUiT();
  return (
    <div className="text-center py-5">
      <h1 className="h3">{t('notAuthorized.title', 'You are not authorized')}</h1>
      <p className="text-body-secondary">{t('notAuthorized.text', 'Your account does not have permission to open this page.')}</p>
      <Link className="btn btn-primary" to="/">
        {t('backHome', 'Back to home')}
      </Link>
    </div>
  );
}
