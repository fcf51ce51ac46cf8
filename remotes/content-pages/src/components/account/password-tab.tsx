import { useWatch } from 'react-hook-form';
import { Check, X } from 'lucide-react';
import { ChangePasswordSchema, passwordMinLength } from '@console/contracts';
import { TextField, useFormat } from '@console/ui';
import { changePassword } from '../../api/content-pages-api';
import { useContentPagesT } from '../../i18n/use-content-pages-t';
import { AccountForm } from './account-form';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The new password's rules, each ticked as it is met (the schema checks the same ones). */
function PasswordRules() {
  const t = useContentPagesT();
  const { number } = useFormat();
  const password = useWatch<{ newPassword: string }, 'newPassword'>({ name: 'newPassword' }) ?? '';
  const rules = [
    { met: password.length >= passwordMinLength, label: t('account.password.ruleLength', { count: passwordMinLength, shown: number(passwordMinLength) }) },
    { met: /[a-z]/.test(password) && /[A-Z]/.test(password), label: t('account.password.ruleCase') },
    { met: /[^A-Za-z]/.test(password), label: t('account.password.ruleDigit') },
  ];
  return (
    <ul className="list-unstyled small mb-0" aria-label={t('account.password.rules')}>
      {rules.map((rule) => (
        <li key={rule.label} className={rule.met ? 'text-success-emphasis' : 'text-body-secondary'}>
          {rule.met ? <Check size={14} aria-hidden="true" /> : <X size={14} aria-hidden="true" />} {rule.label}
          <span className="visually-hidden"> {rule.met ? t('account.password.met') : t('account.password.notMet')}</span>
        </li>
      ))}
    </ul>
  );
}

/** Change password: the current one, a strong new one, typed twice. */
export function PasswordTab() {
  const t = useContentPagesT();
  return (
    <AccountForm
      schema={ChangePasswordSchema}
      values={empty}
      label={t('account.tabs.password')}
      savedMessage={t('account.password.changed')}
      onSave={async (values) => {
        await changePassword(values);
        return empty;
      }}
    >
      <div className="row g-3">
        <div className="col-md-6">
          <TextField name="currentPassword" type="password" label={t('account.password.current')} autoComplete="current-password" required />
        </div>
      </div>
      <div className="row g-3">
        <div className="col-md-6">
          <TextField name="newPassword" type="password" label={t('account.password.new')} autoComplete="new-password" required />
        </div>
        <div className="col-md-6">
          <TextField name="confirmPassword" type="password" label={t('account.password.confirm')} autoComplete="new-password" required />
        </div>
      </div>
      <PasswordRules />
    </AccountForm>
  );
}
