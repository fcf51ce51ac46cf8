import { useEffect, useRef } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { emailLabels, type EmailFolder, type EmailLabel } from '@console/contracts';
import { useFormat } from '@console/ui';
import { useCommunicationT } from '../../i18n/use-communication-t';

interface EmailToolbarProps {
  total: number;
  selected: number;
  onSelectAll(all: boolean): void;
  onRead(isRead: boolean): void;
  /** The folders that would move at least one selected mail. */
  moveTargets: readonly EmailFolder[];
  onMove(folder: EmailFolder): void;
  onLabel(label: EmailLabel): void;
  /** null: no Delete here (the trash itself). */
  onDelete: (() => void) | null;
  /** An action here emptied the list: Select all is disabled, the focus goes elsewhere. */
  onEmptied(): void;
}

/** Select all, and what can be done to the selected mails. */
export function EmailToolbar({ total, selected, onSelectAll, onRead, moveTargets, onMove, onLabel, onDelete, onEmptied }: EmailToolbarProps) {
  const t = useCommunicationT();
  const { number } = useFormat();
  const all = useRef<HTMLInputElement>(null);
  const some = selected > 0 && selected < total;
  useEffect(() => {
    if (all.current) all.current.indeterminate = some;
  }, [some]);
  const none = selected === 0;
  // Each action empties the selection, which disables the button or menu just used: the focus goes
  // to Select all first (still enabled, and outside the menu, so the menu does not take it back to
  // its disabled toggle as it closes).
  const acted = useRef(false);
  const runFocusingSelectAll = (action: () => void) => {
    all.current?.focus();
    acted.current = true;
    action();
  };
  // Unless the action left no mail: Select all is disabled in its turn.
  useEffect(() => {
    if (total > 0 || !acted.current) return;
    acted.current = false;
    const focused = document.activeElement;
    if (focused === all.current || focused === document.body || focused === null) onEmptied();
  }, [total, onEmptied]);
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 px-3 py-2 border-bottom" role="toolbar" aria-label={t('email.toolbar.name')}>
      <input
        ref={all}
        type="checkbox"
        className="form-check-input m-0"
        checked={total > 0 && selected === total}
        disabled={total === 0}
        onChange={(event) => onSelectAll(event.target.checked)}
        aria-label={t('email.toolbar.selectAll')}
      />
      <span className="small text-body-secondary me-2" aria-live="polite">
        {selected > 0 && t('email.toolbar.selected', { count: selected, shown: number(selected) })}
      </span>
      <button type="button" className="btn btn-sm btn-outline-secondary" disabled={none} onClick={() => runFocusingSelectAll(() => onRead(true))}>
        {t('email.toolbar.markRead')}
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary" disabled={none} onClick={() => runFocusingSelectAll(() => onRead(false))}>
        {t('email.toolbar.markUnread')}
      </button>
      <Dropdown>
        <Dropdown.Toggle size="sm" variant="outline-secondary" disabled={none}>
          {t('email.toolbar.moveTo')}
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {moveTargets.map((folder) => (
            <Dropdown.Item key={folder} as="button" onClick={() => runFocusingSelectAll(() => onMove(folder))}>
              {t(`email.folders.${folder}`)}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
      <Dropdown>
        <Dropdown.Toggle size="sm" variant="outline-secondary" disabled={none}>
          {t('email.toolbar.label')}
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {emailLabels.map((label) => (
            <Dropdown.Item key={label} as="button" onClick={() => runFocusingSelectAll(() => onLabel(label))}>
              {t(`email.labels.${label}`)}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
      {onDelete && (
        <button type="button" className="btn btn-sm btn-outline-danger" disabled={none} onClick={() => runFocusingSelectAll(onDelete)}>
          {t('email.toolbar.delete')}
        </button>
      )}
    </div>
  );
}
