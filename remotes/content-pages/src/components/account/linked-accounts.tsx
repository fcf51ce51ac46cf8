import { useId } from 'react';
import toast from 'react-hot-toast';
import { useMutation } from '@tanstack/react-query';
import { socialConnectionKeys, type AccountSettings } from '@console/contracts';
import { FocusKeepingButton, useFailureSentence } from '@console/ui';
import { changeConnection } from '../../api/content-pages-api';
import { useSettingsSaved } from '../../hooks/use-account-settings';
import { useContentPagesT } from '../../i18n/use-content-pages-t';

/**
 * The linked accounts, each linked or unlinked with its own button: saved at once, apart from the
 * profile links' form (a half-typed link is neither saved nor lost by it). One change at a time;
 * the pressed button keeps the focus meanwhile and after (its label then says the other action).
 */
export function LinkedAccounts({ connections }: { connections: AccountSettings['social']['connections'] }) {
  const t = useContentPagesT();
  const titleId = useId();
  const saved = useSettingsSaved();
  const failure = useFailureSentence();
  const change = useMutation({
    mutationFn: changeConnection,
    onSuccess: (stored, { service, connected }) => {
      saved(stored);
      toast.success(t(connected ? 'account.social.linked' : 'account.social.unlinked', { service: t(`account.social.${service}`) }));
    },
    // Our sentence, then why (useFailureSentence: the server's text only in English).
    onError: (error) => toast.error(failure(t('account.social.linkFailed'), error)),
  });
  return (
    <section className="d-flex flex-column gap-2 mt-4" aria-labelledby={titleId}>
      <h3 id={titleId} className="h6 mb-0">
        {t('account.social.connections')}
      </h3>
      <ul className="list-group">
        {socialConnectionKeys.map((key) => {
          const { connected, id } = connections[key];
          const service = t(`account.social.${key}`);
          return (
            <li key={key} className="list-group-item d-flex flex-wrap justify-content-between align-items-center gap-2">
              <span>{service}</span>
              <span className="d-flex flex-wrap align-items-center gap-2">
                <span className={connected ? 'badge text-bg-success' : 'badge text-bg-secondary'}>{connected ? t('account.social.connectedAs', { id }) : t('account.social.notConnected')}</span>
                <FocusKeepingButton
                  className={`btn btn-sm ${connected ? 'btn-outline-danger' : 'btn-outline-primary'}`}
                  unavailable={change.isPending}
                  onClick={() => change.mutate({ service: key, connected: !connected })}
                >
                  {connected ? t('account.social.disconnect') : t('account.social.connect')}
                  <span className="visually-hidden"> {service}</span>
                </FocusKeepingButton>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
