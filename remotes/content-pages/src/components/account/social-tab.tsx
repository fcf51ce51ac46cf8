import { AccountSocialSchema, socialLinkKeys, type AccountSettings } from '@console/contracts';
import { TextField } from '@console/ui';
import { saveAccountSection } from '../../api/content-pages-api';
import { useSettingsSaved } from '../../hooks/use-account-settings';
import { useContentPagesT } from '../../i18n/use-content-pages-t';
import { AccountForm } from './account-form';
import { LinkedAccounts } from './linked-accounts';

/** Social: profile links (a form saved with its button) and the linked accounts (each changed at once). */
export function SocialTab({ settings }: { settings: AccountSettings }) {
  const t = useContentPagesT();
  const saved = useSettingsSaved();
  return (
    <>
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
      </AccountForm>
      <LinkedAccounts connections={settings.social.connections} />
    </>
  );
}
