import { useId, useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import toast from 'react-hot-toast';
import { allows, useAbility } from '@console/auth';
import { useNavigate } from '@console/router';
import { useKnownPages } from './known-pages';
import type { SearchOption } from './search-groups';
import { SearchPanel } from './search-panel';
import { useSearchT } from './use-search-t';

const emailPage = '/apps/email';
// Its compose panel sends and saves drafts: a reader of mail only cannot use it.
const mayWriteMail = { action: 'create', subject: 'Email' } as const;

interface SearchDialogProps {
  show: boolean;
  onClose(): void;
  /** After the closing animation: where focus goes back to. */
  onExited(): void;
}

/** The search dialog; its content mounts on each opening, so every search starts afresh. */
export function SearchDialog({ show, onClose, onExited }: SearchDialogProps) {
  const { t } = useSearchT();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const hasMailPage = useKnownPages().some((page) => page.to === emailPage);
  const canMail = allows(useAbility(), mayWriteMail) && hasMailPage;

  function open(option: SearchOption) {
    onClose();
    if (option.kind === 'pages') void navigate(option.item.link);
    else if (option.kind === 'records') void navigate(option.item.to);
    // A file has no page of its own: where this user has the email app, a mail asking its author
    // for it (its title the subject); otherwise who has it.
    else if (option.kind === 'files') {
      const { title, size, by, email } = option.item;
      if (canMail && email) void navigate(`${emailPage}?${new URLSearchParams({ compose: email, subject: title }).toString()}`);
      else toast(t('fileToast', { title, size, by }));
    }
    // A contact: a mail to them, where this user has the email app; otherwise their address.
    else if (canMail) void navigate(`${emailPage}?compose=${encodeURIComponent(option.item.email)}`);
    else toast(t('contactToast', { title: option.item.title, email: option.item.email }));
  }

  return (
    <Modal
      show={show}
      onHide={onClose}
      onShow={() => inputRef.current?.focus()}
      onExited={onExited}
      restoreFocus={false}
      aria-labelledby={titleId}
      className="navbar-search-dialog"
      scrollable
    >
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <SearchPanel inputRef={inputRef} onOpen={open} />
      </Modal.Body>
      <Modal.Footer className="justify-content-start">
        <small className="text-body-secondary">{t('hints')}</small>
      </Modal.Footer>
    </Modal>
  );
}
