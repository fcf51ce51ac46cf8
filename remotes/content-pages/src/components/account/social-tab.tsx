import { AccountSocialSchema, socialConnectionKeys, socialLinkKeys, type AccountSettings } from '@console/contracts';
import { TextField } from '@console/ui';
import { saveAccountSection } from '../../api/content-pages-api';
import { useSettingsSaved } from '../../hooks/use-account-settings';
import { useContentPagesT } from '../../i18n/use-content-pages-t';
import { AccountForm } from './account-form';

/** Social: profile links (editable) and the linked accounts (shown as they are: linking happens with each service). */
export function SocialTab({ settings }: { settings: AccountSettings }) {
  const t = useContentPagesT();
  const saved = useSettingsSaved();
  return (
    <AccountForm
      schema={AccountSocialSchema}
      values={{ socialLinks: settings.social.socialLinks }}
      label={t('account.tabs.social')}
      onSave={async (social) => {
        const stored = await saveAccountSection('social', social);
        saved(stored);
        return { socialLinks: stored.social.socialLinks };
      }}
    >
      <h3 className="h6 mb-0">{t('account.social.links')}</h3>
      <div className="row g-3">
        {socialLinkKeys.map((key) => (
          <div key={key} className="col-md-6">
            <TextField name={`socialLinks.${key}`} type="url" label={t(`account.social.${key}`)} placeholder="https://" autoComplete="url" />
          </div>
        ))}
      </div>
      <h3 className="h6 mb-0">{t('account.social.connections')}</h3>
      <ul className="list-group">
        {socialConnectionKeys.map((key) => {
          const connection = settings.social.connections[key];
          return (
            <li key={key} className="list-group-item d-flex justify-content-between align-items-center gap-2">
              <span>{t(`account.social.${key}`)}</span>
              <span className={connection.connected ? 'badge text-bg-success' : 'badge text-bg-secondary'}>
                {connection.connected ? t('account.social.connectedAs', { id: connection.id }) : t('account.social.notConnected')}
              </span>
            </li>
          );
        })}
      </ul>
    </AccountForm>
  );
}
