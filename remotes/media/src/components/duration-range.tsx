import { useId, useState } from 'react';
import { durationProblem, type SetVideoListState, type VideoListValues } from '../hooks/use-video-list-state';
import { useMediaT } from '../i18n/use-media-t';

const refused = ({ min, max }: { min: string; max: string }) => durationProblem(min, max) !== null;

/**
 * The duration as a range of whole minutes, beside the presets (it replaces a preset). Applied
 * when a field is left or Enter is pressed, not on each keystroke ("1" on the way to "15" would
 * load a list for nothing), and only when valid; kept in the URL like every filter. Bounds the
 * fields refuse arriving in the URL (a hand-edited link or bookmark: 30 to 10) are said at once,
 * as if the user had tried them (the list leaves them out, as it leaves out refused typing).
 */
export function DurationRange({ values, set }: { values: VideoListValues; set: SetVideoListState }) {
  const t = useMediaT();
  const id = useId();
  const inUrl = { min: values.minMinutes, max: values.maxMinutes };
  const [typed, setTyped] = useState(inUrl);
  // Said once the user tried to apply the range, then until it is put right; at once for bounds
  // the URL brings that the fields would refuse.
  const [tried, setTried] = useState(() => refused(inUrl));
  // The URL changed (Clear filters, a preset, Back): the fields show it. Not a remount by key,
  // which would take the focus away from the field the user just moved to. This field's own
  // change arriving (the URL commits a moment later) keeps what was typed meanwhile.
  const [lastUrl, setLastUrl] = useState(inUrl);
  const [applied, setApplied] = useState<typeof inUrl | null>(null);
  if (lastUrl.min !== inUrl.min || lastUrl.max !== inUrl.max) {
    setLastUrl(inUrl);
    setApplied(null);
    if (applied?.min !== inUrl.min || applied.max !== inUrl.max) {
      setTyped(inUrl);
      setTried(refused(inUrl));
    }
  }
  const min = typed.min.trim();
  const max = typed.max.trim();
  const problem = durationProblem(min, max);
  const apply = () => {
    setTried(true);
    if (problem || (min === values.minMinutes && max === values.maxMinutes)) return;
    setApplied({ min, max });
    set({ minMinutes: min, maxMinutes: max, duration: '' });
  };
  const shown = tried ? problem : null;
  const field = (which: 'min' | 'max') => (
    <div>
      <label htmlFor={`${id}-${which}`} className="form-label small mb-1 d-block text-nowrap">
        {t(`videos.filters.${which}Minutes`)}
      </label>
      <input
        id={`${id}-${which}`}
        type="number"
        inputMode="numeric"
        min={which === 'min' ? 0 : 1}
        step={1}
        className={`form-control${shown?.field === which ? ' is-invalid' : ''}`}
        style={{ width: '7rem' }}
        value={typed[which]}
        aria-invalid={shown?.field === which || undefined}
        aria-describedby={shown?.field === which ? `${id}-error` : undefined}
        onChange={(event) => setTyped((current) => ({ ...current, [which]: event.target.value }))}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
      />
    </div>
  );
  return (
    <div role="group" aria-label={t('videos.filters.durationRange')}>
      <div className="d-flex gap-2">
        {field('min')}
        {field('max')}
      </div>
      {shown && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {t(`videos.filters.${shown.key}`)}
        </div>
      )}
    </div>
  );
}
