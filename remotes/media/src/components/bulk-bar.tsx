import { useState } from 'react';
import { Archive, EyeOff, Send, Trash2 } from 'lucide-react';
import type { BulkAction } from '@console/contracts';
import { useFormat } from '@console/ui';
import { useTaxonomy } from '../hooks/use-taxonomy';
import { useMediaT } from '../i18n/use-media-t';

interface BulkBarProps {
  count: number;
  allOnPage: boolean;
  onToggleAll(): void;
  onClear(): void;
  onAction(action: Exclude<BulkAction, 'delete' | 'category'>): void;
  onCategory(categoryId: number): void;
  onDelete(): void;
  busy: boolean;
  /** False when the account may not change videos: only the selection stays (for export). */
  mayEdit: boolean;
}

/** What can be done to the selected videos at once; shown above the list. */
export function BulkBar({ count, allOnPage, onToggleAll, onClear, onAction, onCategory, onDelete, busy, mayEdit }: BulkBarProps) {
  const t = useMediaT();
  const { number } = useFormat();
  const { categoryOptions } = useTaxonomy();
  const [category, setCategory] = useState('');
  const disabled = busy || count === 0;
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center px-3 py-2 border-bottom" role="group" aria-label={t('bulk.label')}>
      <div className="form-check mb-0">
        <input id="media-select-all" type="checkbox" className="form-check-input" checked={allOnPage} onChange={onToggleAll} />
        <label htmlFor="media-select-all" className="form-check-label">
          {t('videos.selectAll')}
        </label>
      </div>
      <span className="text-body-secondary" aria-live="polite">
        {t('bulk.selected', { count, shown: number(count) })}
      </span>
      {mayEdit && (
        <>
          <button type="button" className="btn btn-sm btn-outline-success" disabled={disabled} onClick={() => onAction('publish')}>
            <Send size={14} aria-hidden="true" className="rtl-flip" /> {t('bulk.publish')}
          </button>
          <button type="button" className="btn btn-sm btn-outline-warning" disabled={disabled} onClick={() => onAction('unpublish')}>
            <EyeOff size={14} aria-hidden="true" /> {t('bulk.unpublish')}
          </button>
          <button type="button" className="btn btn-sm btn-outline-secondary" disabled={disabled} onClick={() => onAction('archive')}>
            <Archive size={14} aria-hidden="true" /> {t('bulk.archive')}
          </button>
          <select className="form-select form-select-sm w-auto mw-100" aria-label={t('bulk.chooseCategory')} value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">{t('bulk.chooseCategory')}</option>
            {categoryOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn-sm btn-outline-primary" disabled={disabled || !category} onClick={() => onCategory(Number(category))}>
            {t('bulk.category')}
          </button>
          <button type="button" className="btn btn-sm btn-outline-danger" disabled={disabled} onClick={onDelete}>
            <Trash2 size={14} aria-hidden="true" /> {t('bulk.delete')}
          </button>
        </>
      )}
      {count > 0 && (
        <button type="button" className="btn btn-sm btn-link" onClick={onClear}>
          {t('bulk.clear')}
        </button>
      )}
    </div>
  );
}
