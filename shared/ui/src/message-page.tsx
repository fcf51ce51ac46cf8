import { Link } from '@console/router';
import { useUiT } from './use-ui-t';

/** A full-page message with the way back home. */
function MessagePage({ title, text }: { title: string; text: string }) {
  const t = useUiT();
  return (
    <div className="text-center py-5">
      <h1 className="h3">{title}</h1>
      <p className="text-body-secondary">{text}</p>
      <Link className="btn btn-primary" to="/">
        {t('backHome', 'Back to home')}
      </Link>
    </div>
  );
}

/** Shown for a path no page answers. */
export function NotFound() {
  const t = useUiT();
  return <MessagePage title={t('notFound.title', 'Page not found')} text={t('notFound.text', 'We could not find the page you asked for.')} />;
}

/** Shown in place of a page the signed-in user may not see. */
export function NotAuthorized() {
  const t = useUiT();
  return (
    <MessagePage
      title={t('notAuthorized.title', 'You are not authorized')}
      text={t('notAuthorized.text', 'Your account does not have permission to open this page.')}
    />
  );
}
