import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragCancelEvent,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useId, useRef } from 'react';
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from 'lucide-react';
import { get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { invoicesMessagesEn, itemCents, type InvoiceInput } from '@console/contracts';
import { ChangedElsewhereNote, TextField, describedBy, useChangedElsewhere, useDecimalInput, useMessageText, useReorderControls, type ReorderControl } from '@console/ui';
import { useMoney } from '../hooks/use-money';
import { useInvoicesT } from '../i18n/use-invoices-t';

export const emptyItem = { description: '', cost: '', qty: '1' };

const totalBelowPaidKey = 'invoices.errors.totalBelowPaid';

/** The lines' own error: the resolver puts it under `root` (the lines have fields), the server's on the list. */
function listMessage(errors: unknown): string | undefined {
  const error = get(errors, 'items') as { message?: string; root?: { message?: string } } | undefined;
  return error?.root?.message ?? error?.message;
}

interface RowProps {
  id: string;
  index: number;
  count: number;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
  /** A ref for the row's move buttons, to give the focus back after a move. */
  control(which: ReorderControl): (element: HTMLElement | null) => void;
}

/** One line: description, unit cost, quantity, its total, and the buttons that move or remove it. */
function LineItemRow({ id, index, count, onMove, onRemove, control }: RowProps) {
  const t = useInvoicesT();
  const decimal = useDecimalInput();
  const money = useMoney();
  const item = useWatch<InvoiceInput>({ name: `items.${index}` }) as InvoiceInput['items'][number] | undefined;
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id });
  const n = index + 1;
  const line = item ? itemCents([item])[0] : undefined;
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className="list-group-item d-flex flex-wrap align-items-start gap-2" aria-label={t('form.itemNumber', { n })}>
      <button type="button" className="btn btn-sm btn-link text-body-secondary mt-4 px-1" aria-label={t('form.drag', { n })} {...attributes} {...listeners}>
        <GripVertical size={18} aria-hidden="true" />
      </button>
      <div className="flex-grow-1" style={{ minWidth: 'min(12rem, 100%)' }}>
        <TextField name={`items.${index}.description`} label={t('form.description')} required />
      </div>
      <div style={{ width: '8rem' }}>
        <TextField name={`items.${index}.cost`} label={t('form.cost')} required inputMode="decimal" parse={decimal} />
      </div>
      <div style={{ width: '6rem' }}>
        <TextField name={`items.${index}.qty`} label={t('form.qty')} type="number" required />
      </div>
      <div className="text-end" style={{ width: '8rem' }}>
        <span className="form-label d-block">{t('form.lineTotal')}</span>
        <output className="d-block pt-2 fw-semibold" aria-label={`${t('form.lineTotal')} ${n}`}>
          {money(line ? line.costCents * line.qty : 0)}
        </output>
      </div>
      <div className="d-flex gap-1 mt-4">
        <button ref={control('up')} type="button" className="btn btn-sm btn-outline-secondary" aria-label={t('form.moveUp', { n })} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
          <ArrowUp size={16} aria-hidden="true" />
        </button>
        <button ref={control('down')} type="button" className="btn btn-sm btn-outline-secondary" aria-label={t('form.moveDown', { n })} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
          <ArrowDown size={16} aria-hidden="true" />
        </button>
        <button type="button" className="btn btn-sm btn-outline-danger" aria-label={t('form.removeItem', { n })} disabled={count === 1} onClick={() => onRemove(index)}>
          <Trash2 size={16} aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

/**
 * The invoice's lines: add, remove, reorder (drag, keyboard on the handle, or Move up/down). They
 * set the total, so a total below the `paidCents` already received is refused here, with the amount.
 */
export function LineItems({ paidCents }: { paidCents: number }) {
  const t = useInvoicesT();
  const money = useMoney();
  const message = useMessageText();
  const errorId = useId();
  // Lines are the user's as a whole once changed (useRecordForm's wholeLists): said when another save changed them too.
  const noticeId = useId();
  const elsewhere = useChangedElsewhere('items');
  const { control, formState } = useFormContext<InvoiceInput>();
  const { fields, append, remove, move, replace } = useFieldArray({ control, name: 'items' });
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Remove N takes its row, and the focus, away: once the rows are drawn again the focus goes to the
  // row now in its place, else the one before it, else Add item (never to the page's body).
  const focusAfterRemove = useRef<number | null>(null);
  const removeRow = (index: number) => {
    focusAfterRemove.current = index;
    remove(index);
  };
  useEffect(() => {
    const removed = focusAfterRemove.current;
    if (removed === null) return;
    focusAfterRemove.current = null;
    const row = Math.min(removed, fields.length - 1);
    const description = row >= 0 ? list.current?.querySelector<HTMLInputElement>(`[name="items.${row}.description"]`) : null;
    (description ?? addButton.current)?.focus();
  }, [fields]);
  // A moved row's button keeps the focus (React re-inserts the row, which would drop it on the page's body).
  // Remove keeps its own rule above (the focus goes to a line's description), so onChange serves no button here.
  const reorder = useReorderControls<(typeof fields)[number]>({ items: fields, keyOf: (field) => field.id, onChange: replace, onMove: move, whenEmpty: addButton });
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const raw = listMessage(formState.errors);
  // The form's key or the server's English text of it: both say it with the amount, in the page's language.
  const listError = raw === totalBelowPaidKey || raw === invoicesMessagesEn[totalBelowPaidKey] ? t('form.totalBelowPaid', { paid: money(paidCents) }) : message(raw);
  // dnd-kit's screen-reader texts are English: these say the same in the page's language.
  const position = (id: UniqueIdentifier | undefined) => fields.findIndex((field) => field.id === id) + 1;
  const accessibility = {
    screenReaderInstructions: { draggable: t('form.dragInstructions') },
    announcements: {
      onDragStart: ({ active }: DragStartEvent) => t('form.dragPicked', { n: position(active.id) }),
      onDragOver: ({ active, over }: DragOverEvent) => t('form.dragOver', { n: position(active.id), to: position(over?.id) }),
      onDragEnd: ({ active, over }: DragEndEvent) => t('form.dragDropped', { n: position(active.id), to: position(over?.id) }),
      onDragCancel: ({ active }: DragCancelEvent) => t('form.dragCancelled', { n: position(active.id) }),
    },
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = fields.findIndex((field) => field.id === active.id);
    const to = fields.findIndex((field) => field.id === over?.id);
    if (from >= 0 && to >= 0 && from !== to) move(from, to);
  };
  return (
    <fieldset aria-describedby={describedBy(listError && errorId, elsewhere && `${noticeId}-elsewhere`)}>
      <legend className="h6">{t('form.items')}</legend>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
        <SortableContext items={fields.map((field) => field.id)} strategy={verticalListSortingStrategy}>
          <ol ref={list} className="list-group mb-2">
            {fields.map((field, index) => (
              <LineItemRow key={field.id} id={field.id} index={index} count={fields.length} onMove={reorder.move} onRemove={removeRow} control={(which) => reorder.control(field, which)} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {listError && (
        <div id={errorId} className="text-danger small mb-2" role="alert">
          {listError}
        </div>
      )}
      {elsewhere && <ChangedElsewhereNote id={noticeId} change={elsewhere} className="mb-2" />}
      <button ref={addButton} type="button" className="btn btn-sm btn-outline-primary" onClick={() => append({ ...emptyItem })}>
        <Plus size={16} aria-hidden="true" className="me-1" />
        {t('form.addItem')}
      </button>
    </fieldset>
  );
}
