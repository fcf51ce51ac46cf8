import Modal from 'react-bootstrap/Modal';
import { useEmailRights } from '../../hooks/use-email-rights';
import { useCommunicationT } from '../../i18n/use-communication-t';

/** The keys and what they do (use-email-shortcuts.ts handles them); Enter and Esc are named in the page's language. */
const shortcuts = [
  { keys: ['j'], action: 'next' },
  { keys: ['k'], action: 'previous' },
  { keys: ['o', 'enter'], action: 'open' },
  { keys: ['u', 'escape'], action: 'back' },
  { keys: ['s'], action: 'star' }, // in the reader only: the list has a star button per row
  { keys: ['c'], action: 'compose' },
  { keys: ['/'], action: 'search' },
  { keys: ['?'], action: 'help' },
] as const;

/** The email app's keyboard shortcuts, as a table. */
export function ShortcutsDialog({ show, onHide }: { show: boolean; onHide(): void }) {
  const t = useCommunicationT();
  const rights = useEmailRights();
  // Only the keys that do something for this user (use-email-shortcuts ignores the others).
  const usable = shortcuts.filter(({ action }) => (action === 'star' ? rights.change : action === 'compose' ? rights.compose : true));
  const keyName = (key: string) => (key === 'enter' || key === 'escape' ? t(`email.shortcuts.keys.${key}`) : key);
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="email-shortcuts-title" centered>
      <Modal.Header closeButton closeLabel={t('email.shortcuts.close')}>
        <Modal.Title as="h2" className="h5" id="email-shortcuts-title">
          {t('email.shortcuts.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <table className="table table-sm mb-0">
          <caption className="visually-hidden">{t('email.shortcuts.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('email.shortcuts.key')}</th>
              <th scope="col">{t('email.shortcuts.action')}</th>
            </tr>
          </thead>
          <tbody>
            {usable.map(({ keys, action }) => (
              <tr key={action}>
                <td>
                  {keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 && ' / '}
                      <kbd dir="ltr">{keyName(key)}</kbd>
                    </span>
                  ))}
                </td>
                <td>{t(`email.shortcuts.${action}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Modal.Body>
    </Modal>
  );
}
