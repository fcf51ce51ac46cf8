import { AccountNotificationSchema, notificationFlags, type AccountSettings } from '@console/contracts';
import { saveAccountSection } from '../../api/content-pages-api';
import { useSettingsSaved } from '../../hooks/use-account-settings';
import { useContentPagesT } from '../../i18n/use-content-pages-t';
import { SwitchField } from '../switch-field';
import { AccountForm } from './account-form';

/** Notifications: which emails the person gets. */
export function NotificationsTab({ settings }: { settings: AccountSettings }) {
  const t = useContentPagesT();
  const saved = useSettingsSaved();
  return (
    <AccountForm
      schema={AccountNotificationSchema}
      values={settings.notification}
      label={t('account.tabs.notifications')}
      onSave={async (notification) => {
        const stored = await saveAccountSection('notification', notification);
        saved(stored);
        return stored.notification;
      }}
    >
      <fieldset className="d-flex flex-column gap-2">
        <legend className="form-label fs-6">{t('account.notifications.legend')}</legend>
        {notificationFlags.map((flag) => (
          <SwitchField key={flag} name={flag} label={t(`account.notifications.${flag}`)} />
        ))}
      </fieldset>
    </AccountForm>
  );
}
