import { AccountInfoSchema, bioMaxLength, type AccountSettings } from '@console/contracts';
import { TextareaField, TextField, useFormat } from '@console/ui';
import { saveAccountSection } from '../../api/content-pages-api';
import { useSettingsSaved } from '../../hooks/use-account-settings';
import { useContentPagesT } from '../../i18n/use-content-pages-t';
import { AccountForm } from './account-form';

/** Information: bio, date of birth, country, website, phone. */
export function InfoTab({ settings }: { settings: AccountSettings }) {
  const t = useContentPagesT();
  const { number } = useFormat();
  const saved = useSettingsSaved();
  return (
    <AccountForm
      schema={AccountInfoSchema}
      values={settings.info}
      label={t('account.tabs.information')}
      onSave={async (info) => {
        const stored = await saveAccountSection('info', info);
        saved(stored);
        return stored.info;
      }}
    >
      <TextareaField name="bio" label={t('account.info.bio')} hint={t('account.info.bioHint', { count: bioMaxLength, shown: number(bioMaxLength) })} rows={4} />
      <div className="row g-3">
        <div className="col-md-6">
          <TextField name="dob" type="date" label={t('account.info.dob')} autoComplete="bday" required />
        </div>
        <div className="col-md-6">
          <TextField name="country" label={t('account.info.country')} autoComplete="country-name" />
        </div>
        <div className="col-md-6">
          <TextField name="website" type="url" label={t('account.info.website')} hint={t('account.info.websiteHint')} autoComplete="url" placeholder="https://" />
        </div>
        <div className="col-md-6">
          <TextField name="phone" type="tel" label={t('account.info.phone')} autoComplete="tel" />
        </div>
      </div>
    </AccountForm>
  );
}
