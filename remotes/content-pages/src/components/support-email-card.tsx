import { Mail } from 'lucide-react';
import { allows, useAbility } from '@console/auth';
import { Link } from '@console/router';
import { useConsoleLink } from '@console/runtime';
import { useContentPagesT } from '../i18n/use-content-pages-t';

/** Where support reads its mail. */
export const supportEmail = 'help@studio-console.example';

/**
 * "Email us": a new message to support in the console's own email app (its compose panel opens to
 * the address given in `?compose=`), for someone who may open the app and send from it, where this
 * console has the app (a deployment without it would lead to a missing page); otherwise the address
 * as text to copy. A `mailto:` would hand the address to a mail program outside the console.
 * The address is left to right even in Arabic (`dir`), so its parts never reorder.
 */
export function SupportEmailCard() {
  const t = useContentPagesT();
  const ability = useAbility();
  const emailApp = useConsoleLink('/apps/email');
  const mayWrite = allows(ability, { action: 'read', subject: 'Email' }) && allows(ability, { action: 'create', subject: 'Email' });
  const icon = <Mail size={24} aria-hidden="true" className="mx-auto mb-2" />;
  if (!mayWrite || !emailApp) {
    return (
      <div className="card card-body text-center h-100">
        {icon}
        <span className="fw-semibold user-select-all" dir="ltr">
          {supportEmail}
        </span>
        <span className="small text-body-secondary">{t('faq.contact.emailCopy')}</span>
      </div>
    );
  }
  return (
    <Link className="card card-body text-center text-decoration-none h-100" to={`${emailApp}?compose=${encodeURIComponent(supportEmail)}`}>
      {icon}
      <span className="fw-semibold" dir="ltr">
        {supportEmail}
      </span>
      <span className="small text-body-secondary">{t('faq.contact.email')}</span>
      <span className="small text-body-secondary">{t('faq.contact.emailInApp')}</span>
    </Link>
  );
}
