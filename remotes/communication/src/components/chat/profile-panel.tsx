import { useId } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { allows, useAbility } from '@console/auth';
import { chatStatuses, type ChatProfileUser } from '@console/contracts';
import { useProfileStatus } from '../../hooks/use-chat';
import { useCommunicationT } from '../../i18n/use-communication-t';
import { StatusAvatar } from './status-avatar';

/** The signed-in user's chat profile and status (saved as soon as it is chosen). */
export function ProfilePanel({ show, user, onHide }: { show: boolean; user: ChatProfileUser; onHide(): void }) {
  const t = useCommunicationT();
  const titleId = useId();
  const status = useProfileStatus();
  // Saving the status updates the Chat profile: whoever may not is told their status, not offered a choice.
  const mayChange = allows(useAbility(), { action: 'update', subject: 'Chat' });
  return (
    <Offcanvas show={show} onHide={onHide} placement="start" aria-labelledby={titleId}>
      <Offcanvas.Header closeButton closeLabel={t('chat.profile.close')}>
        <Offcanvas.Title as="h2" className="h5" id={titleId}>
          {t('chat.profile.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="d-flex flex-column gap-3">
        <div className="text-center">
          <StatusAvatar fullName={user.fullName} avatar={user.avatar} status={user.status} size={72} />
          <p className="h5 mt-2 mb-0">{user.fullName}</p>
          <p className="text-body-secondary">{user.role}</p>
        </div>
        <div>
          <h3 className="h6 text-uppercase text-body-secondary">{t('chat.profile.about')}</h3>
          <p>{user.about}</p>
        </div>
        {mayChange ? (
          <fieldset>
            <legend className="h6 text-uppercase text-body-secondary">{t('chat.profile.status')}</legend>
            {chatStatuses.map((each) => (
              <div key={each} className="form-check">
                <input
                  id={`${titleId}-${each}`}
                  type="radio"
                  name="chat-status"
                  className="form-check-input"
                  checked={user.status === each}
                  onChange={() => status.mutate(each)}
                />
                <label htmlFor={`${titleId}-${each}`} className="form-check-label d-flex align-items-center gap-2">
                  <span className={`status-dot status-${each}`} aria-hidden="true" />
                  {t(`chat.statuses.${each}`)}
                </label>
              </div>
            ))}
          </fieldset>
        ) : (
          <div>
            <h3 className="h6 text-uppercase text-body-secondary">{t('chat.profile.status')}</h3>
            <p className="d-flex align-items-center gap-2">
              <span className={`status-dot status-${user.status}`} aria-hidden="true" />
              {t(`chat.statuses.${user.status}`)}
            </p>
          </div>
        )}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
