import type { RefObject } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import type { Video } from '@console/contracts';
import { useFormat, useReorderControls, type ReorderControl } from '@console/ui';
import { useMediaT } from '../i18n/use-media-t';
import { formatDuration } from './format-duration';
import { Thumbnail } from './thumbnail';

interface SortableVideosProps {
  videos: readonly Video[];
  /** Videos deleted since the list was loaded: marked, for the user to take out before saving. */
  gone?: ReadonlySet<number>;
  onChange(videos: Video[]): void;
  label: string;
  /** Where focus goes when the last video is removed (the list, and its buttons, are then gone). */
  focusWhenEmpty: RefObject<HTMLElement | null>;
}

/**
 * A manual playlist's videos in order: drag a row by its handle (pointer, or keyboard: Space,
 * arrows, Space), or use each row's move up / move down buttons; remove takes a video out.
 */
export function SortableVideos({ videos, gone, onChange, label, focusWhenEmpty }: SortableVideosProps) {
  const t = useMediaT();
  const { number } = useFormat();
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const titleOf = (id: UniqueIdentifier) => videos.find((video) => video.id === id)?.title ?? '';
  // Written as the page writes its other numbers (its language's digits), for the announcements.
  const positionOf = (id: UniqueIdentifier | undefined) => number(videos.findIndex((video) => video.id === id) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('playlist.dnd.picked', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) => t('playlist.dnd.over', { title: titleOf(active.id), position: positionOf(over?.id) }),
    onDragEnd: ({ active, over }) => t('playlist.dnd.dropped', { title: titleOf(active.id), position: positionOf(over?.id) }),
    onDragCancel: ({ active }) => t('playlist.dnd.cancelled', { title: titleOf(active.id) }),
  };
  // A focused button React moves with its row, or removes, drops focus on the page body: a keyboard
  // user moving a video three places down would start from the top of the page each time. A move by
  // button is read out (a drag is read out by dnd-kit, in these texts too).
  const { control, move, remove, said } = useReorderControls({
    items: videos,
    keyOf: (video) => video.id,
    onChange,
    whenEmpty: focusWhenEmpty,
    movedText: (video, position) => t('playlist.moved', { title: video.title, position: number(position) }),
  });
  const dropped = ({ active, over }: DragEndEvent) => {
    const from = videos.findIndex((video) => video.id === active.id);
    const to = videos.findIndex((video) => video.id === over?.id);
    // dnd-kit announces the drop itself.
    if (from >= 0 && to >= 0 && from !== to) onChange(arrayMove([...videos], from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped} accessibility={{ announcements, screenReaderInstructions: { draggable: t('playlist.dnd.instructions') } }}>
      <SortableContext items={videos.map((video) => video.id)} strategy={verticalListSortingStrategy}>
        <ol className="list-group list-group-numbered" aria-label={label}>
          {videos.map((video, index) => (
            <SortableRow
              key={video.id}
              video={video}
              gone={gone?.has(video.id) ?? false}
              first={index === 0}
              last={index === videos.length - 1}
              onUp={() => move(index, index - 1)}
              onDown={() => move(index, index + 1)}
              onRemove={() => remove(index)}
              control={(which) => control(video, which)}
            />
          ))}
        </ol>
      </SortableContext>
      <div className="visually-hidden" aria-live="polite">
        {said}
      </div>
    </DndContext>
  );
}

interface SortableRowProps {
  video: Video;
  gone: boolean;
  first: boolean;
  last: boolean;
  onUp(): void;
  onDown(): void;
  onRemove(): void;
  /** A ref for each of the row's buttons, to give focus back after a change. */
  control(which: ReorderControl): (element: HTMLButtonElement | null) => void;
}

function SortableRow({ video, gone, first, last, onUp, onDown, onRemove, control }: SortableRowProps) {
  const t = useMediaT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: video.id });
  const style = { transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 1 : undefined };
  return (
    // Wraps rather than squeeze the title to a letter (a phone, enlarged text): the buttons move below, together.
    <li ref={setNodeRef} style={style} className="list-group-item d-flex flex-wrap align-items-center gap-2">
      <button type="button" ref={setActivatorNodeRef} className="btn btn-sm btn-link text-body-secondary px-1" aria-label={t('playlist.drag', { title: video.title })} {...attributes} {...listeners}>
        <GripVertical size={16} aria-hidden="true" />
      </button>
      <Thumbnail src={video.thumbnail} width={64} />
      <span className="text-truncate" dir="auto" style={{ flex: '1 1 8rem', minWidth: 0 }}>
        {video.title}
      </span>
      {gone && <span className="badge text-bg-danger">{t('playlist.gone')}</span>}
      <span className="text-body-secondary small">{formatDuration(video.duration)}</span>
      <span className="d-flex gap-2 ms-auto">
        <button ref={control('up')} type="button" className="btn btn-sm btn-outline-secondary" disabled={first} onClick={onUp} aria-label={t('playlist.moveUp', { title: video.title })}>
          <ArrowUp size={14} aria-hidden="true" />
        </button>
        <button ref={control('down')} type="button" className="btn btn-sm btn-outline-secondary" disabled={last} onClick={onDown} aria-label={t('playlist.moveDown', { title: video.title })}>
          <ArrowDown size={14} aria-hidden="true" />
        </button>
        <button ref={control('remove')} type="button" className="btn btn-sm btn-outline-danger" onClick={onRemove} aria-label={t('playlist.remove', { title: video.title })}>
          <X size={14} aria-hidden="true" />
        </button>
      </span>
    </li>
  );
}
