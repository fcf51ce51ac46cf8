import { Link } from '@console/router';
import { useUiT } from './use-ui-t';

type Message = 'notFound' | 'notAuthorized';

const english: Record<Message, { title: string; text: string }> = {
  notFound: { title: 'Page not found', text: 'We could not find the page you asked for.' },
  notAuthorized: { title: 'You are not authorized', text: 'Your account does not have permission to open this page.' },
};

/** A full-page message with the way back home. */
function MessagePage({ message }: { message: Message }) {
  const t = useUiT();
  return (
    <div className="text-center py-5">
      <h1 className="h3">{t(`${message}.title`, english[message].title)}</h1>
      <p className="text-body-secondary">{t(`${message}.text`, english[message].text)}</p>
      <Link className="btn btn-primary" to="/">
        {t('backHome', 'Back to home')}
      </Link>
    </div>
  );
}

/** Shown for a path no page answers. */
export function NotFound() {
  return <MessagePage message="notFound" />;
}

/** Shown in place of a page the signed-in user may not see. */
export function NotAuthorized() {
  return <MessagePage message="notAuthorized" />;
}
