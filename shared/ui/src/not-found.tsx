import { Link } from 'react-router-dom';
import { useUiT } from './use-ui-t';

/** Shown for a path no page answers. */
export function NotFound() {
  const t = useUiT();
  return (
    <div className="text-center py-5">
      <h1 className="h3">{t('notFound.title', 'Page not found')}</h1>
      <p className="text-body-secondary">{t('notFound.text', 'We could not find the page you asked for.')}</p>
      <Link className="btn btn-primary" to="/">
        {t('backHome', 'Back to home')}
      </Link>
    </div>
  );
}
