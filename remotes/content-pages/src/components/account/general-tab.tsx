import { AccountGeneralSchema, type AccountSettings } from '@console/contracts';
import { TextField } from '@console/ui';
import { saveAccountSection } from '../../api/content-pages-api';
import { useSettingsSaved } from '../../hooks/use-account-settings';
import { useContentPagesT } from '../../i18n/use-content-pages-t';
import { ImageUploadField } from '../image-upload-field';
import { AccountForm } from './account-form';

/** General: picture, username, full name, email, company. */
export function GeneralTab({ settings }: { settings: AccountSettings }) {
  const t = useContentPagesT();
  const saved = useSettingsSaved();
  return (
    <AccountForm
      schema={AccountGeneralSchema}
      values={settings.general}
      label={t('account.tabs.general')}
      onSave={async (general) => {
        const stored = await saveAccountSection('general', general);
        saved(stored);
        return stored.general;
      }}
    >
      <ImageUploadField name="avatar" legend={t('account.general.avatar')} previewAlt={t('account.general.avatarPreview')} shape="round" />
      <div className="row g-3">
        <div className="col-md-6">
          <TextField name="fullName" label={t('account.general.fullName')} autoComplete="name" required />
        </div>
        <div className="col-md-6">
          <TextField name="username" label={t('account.general.username')} autoComplete="username" required />
        </div>
        <div className="col-md-6">
          <TextField name="email" type="email" label={t('account.general.email')} autoComplete="email" required />
        </div>
        <div className="col-md-6">
          <TextField name="company" label={t('account.general.company')} autoComplete="organization" />
        </div>
      </div>
    </AccountForm>
  );
}
