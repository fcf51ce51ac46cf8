import { useSessionStore } from '@console/auth';
import { ScrollBox } from '@console/ui';
import { useT } from '../i18n/use-t';

/** Access Control (subject ACL): the signed-in user's permission list, its actions in the reader's language; a client's home. */
export default function AccessControlPage() {
  const user = useSessionStore((state) => state.user);
  const { t } = useT();
  if (!user) return null;
  return (
    <div>
      <h1 className="h3 mb-1">{t('acl.title')}</h1>
      <p className="text-body-secondary text-break">
        {t('acl.signedInAs', { name: user.fullName || user.username, email: user.email, role: t(`user.roles.${user.role}`, { defaultValue: user.role }) })}
      </p>
      <div className="card">
        <ScrollBox label={t('acl.caption')}>
          <table className="table mb-0 caption-top">
            <caption className="px-3">{t('acl.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('acl.action')}</th>
                <th scope="col">{t('acl.subject')}</th>
              </tr>
            </thead>
            <tbody>
              {user.ability.map((rule) => (
                <tr key={`${rule.action}:${rule.subject}`}>
                  <td>{t(`acl.actions.${rule.action}`, { defaultValue: rule.action })}</td>
                  {/* A subject is the name the API and every remote check (`Invoice`): shown as it is, but 'all'. */}
                  <td>{rule.subject === 'all' ? t('acl.everything') : <code>{rule.subject}</code>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      </div>
    </div>
  );
}
