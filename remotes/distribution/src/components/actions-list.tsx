import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { distributionQueryKeys, type FieldChange, type LogAction } from '@console/contracts';
import { DataTable, DateFilter, FilterBar, PageHeader, Pagination, isReversedRange, localDayBounds, urlParam, useFormat, useUrlState, useFailureSentence, type DataColumn, type FilterSelect } from '@console/ui';
import { listStatus, useLastPageWhenPastEnd } from '@console/ui/query';
import { fetchActions } from '../api/distribution-api';
import { useDateTime } from '../hooks/use-date-time';
import { useDistributionT } from '../i18n/use-distribution-t';
import { changeLines } from './change-lines';
import { useVideoTitles } from '../hooks/use-video-titles';
import { useChangeSentence, videoIdsNamed } from './change-sentence';
import { ConsoleLink } from './console-link';
import { useLogLabels } from './log-labels';

const schema = {
  userId: urlParam.int(0, 0),
  action: urlParam.text(),
  entityType: urlParam.text(),
  from: urlParam.day(),
  to: urlParam.day(),
  page: urlParam.int(1),
};

/** Where an entity of the log is seen (its page, linked where this console has its area), if it has one. */
function entityPath(entry: LogAction): string | null {
  if (entry.entityId === null || entry.action === 'delete') return null;
  const paths: Record<string, string> = {
    Video: `/media/videos/${entry.entityId}`,
    Playlist: `/media/playlists/${entry.entityId}`,
    // Edited in a panel over their list: the list opens with the record's panel (for whoever may edit it).
    Brand: `/media/brands?edit=${entry.entityId}`,
    Category: `/media/categories?edit=${entry.entityId}`,
    RokuChannel: `/distribution/roku-channels/${entry.entityId}`,
    SearchCampaign: `/distribution/campaigns/${entry.entityId}`,
    Publisher: `/distribution/publishers?edit=${entry.entityId}`,
  };
  return paths[entry.entityType] ?? null;
}

/** How many changed fields a row shows at once; the others are a click away, never dropped. */
const shownChanges = 6;

function Changes({ changes, videoTitle }: { changes: FieldChange[]; videoTitle: (id: number) => string | undefined }) {
  const t = useDistributionT();
  const { number } = useFormat();
  const lines = changeLines(changes);
  const sentence = useChangeSentence(lines, videoTitle);
  if (!lines.length) return null;
  const list = (some: FieldChange[]) => (
    <ul className="list-unstyled mb-0">
      {some.map((line) => (
        <li key={line.field} className="text-break">
          {sentence(line)}
        </li>
      ))}
    </ul>
  );
  const more = lines.slice(shownChanges);
  return (
    <div className="small">
      {list(lines.slice(0, shownChanges))}
      {more.length > 0 && (
        <details>
          <summary>{t('log.moreChanges', { count: more.length, shown: number(more.length) })}</summary>
          {list(more)}
        </details>
      )}
    </div>
  );
}

/** The action log, the caller's own ("My actions") or everyone's ("All actions"), filtered in the URL. */
export function ActionsList({ scope }: { scope: 'mine' | 'all' }) {
  const t = useDistributionT();
  const labels = useLogLabels();
  const dateTime = useDateTime();
  const failure = useFailureSentence();
  const [state, setState] = useUrlState(schema, { pageKey: 'page' });
  const perPage = 20;
  const query = { userId: scope === 'all' && state.userId ? state.userId : undefined, action: state.action || undefined, entityType: state.entityType || undefined, from: localDayBounds(state.from)?.start, to: localDayBounds(state.to)?.end, page: state.page, perPage };
  const actions = useQuery({ queryKey: distributionQueryKeys.actions(scope, query), queryFn: ({ signal }) => fetchActions(scope, query, signal), placeholderData: keepPreviousData, refetchOnMount: 'always' });
  // An old link (?page=99) or a log filtered shorter lands on its last page, not an empty table.
  const answered = actions.isSuccess && !actions.isPlaceholderData ? actions.data : undefined;
  useLastPageWhenPastEnd(answered && { rows: answered.actions.length, total: answered.total }, query, setState);
  const facets = actions.data?.facets;
  // One call for the titles of every video the page's rows name.
  const videoTitle = useVideoTitles((actions.data?.actions ?? []).flatMap((entry) => videoIdsNamed(entry.changes)));
  const title = scope === 'mine' ? t('log.mine') : t('log.all');
  // Every answer's facets list every user of the log, whatever the filters: once one has come, a
  // userId none of them has (a stale bookmark's, a hand-edited address's) is said to be not found.
  const filters: FilterSelect[] = [
    ...(scope === 'all'
      ? [{ id: 'user', label: t('log.user'), allLabel: t('log.allUsers'), value: state.userId ? String(state.userId) : '', options: (facets?.users ?? []).map((user) => ({ value: String(user.id), label: user.name })), optionsLoaded: facets !== undefined, onChange: (value: string) => setState({ userId: Number(value) || 0 }) }]
      : []),
    { id: 'action', label: t('log.action'), allLabel: t('log.allActions'), value: state.action, options: (facets?.actions ?? []).map((value) => ({ value, label: labels.action(value) })), onChange: (value) => setState({ action: value }) },
    { id: 'entity', label: t('log.entity'), allLabel: t('log.allEntities'), value: state.entityType, options: (facets?.entityTypes ?? []).map((value) => ({ value, label: labels.entity(value) })), onChange: (value) => setState({ entityType: value }) },
  ];
  const columns: DataColumn<LogAction>[] = [
    { id: 'at', header: t('log.columns.at'), className: 'text-nowrap', cell: (entry) => dateTime(entry.at) },
    ...(scope === 'all' ? [{ id: 'user', header: t('log.columns.user'), cell: (entry: LogAction) => entry.userName }] : []),
    { id: 'action', header: t('log.columns.action'), cell: (entry) => labels.action(entry.action) },
    {
      id: 'entity',
      header: t('log.columns.entity'),
      cell: (entry) => {
        const path = entityPath(entry);
        const entity = labels.entity(entry.entityType);
        const id = entry.entityId ? labels.id(entry.entityId) : '';
        const label = id ? t('log.entityNumbered', { entity, id }) : entity;
        return path ? (
          <ConsoleLink to={path} aria-label={t('log.open', { entity, id })}>
            {label}
          </ConsoleLink>
        ) : (
          label
        );
      },
    },
    { id: 'summary', header: t('log.columns.summary'), cell: (entry) => labels.summary(entry) },
    { id: 'changes', header: t('log.columns.changes'), cell: (entry) => <Changes changes={entry.changes} videoTitle={videoTitle} /> },
  ];
  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader title={title} />
      <section className="card">
        {/* The days are filters like the selects: in the search landmark, counted, and cleared by Clear filters. */}
        <FilterBar
          filters={filters}
          more={
            <>
              <DateFilter label={t('log.from')} value={state.from} onChange={(from) => setState({ from })} />
              <DateFilter label={t('log.to')} value={state.to} onChange={(to) => setState({ to })} error={isReversedRange(state.from, state.to) ? t('log.datesInvalid') : undefined} />
            </>
          }
          moreActive={Number(Boolean(state.from)) + Number(Boolean(state.to))}
          onClear={() => setState({ userId: 0, action: '', entityType: '', from: '', to: '' })}
        />
        <DataTable
          label={title}
          columns={columns}
          rows={actions.data?.actions ?? null}
          getRowId={(entry) => String(entry.id)}
          status={listStatus(actions)}
          error={actions.isError ? failure(t('log.loadFailed'), actions.error) : undefined}
          onRetry={() => void actions.refetch()}
          emptyMessage={t('log.empty')}
          rowHeader="summary"
        />
        {/* Not before the first answer: a total of 0 would say "No actions" under the spinner. */}
        {actions.data && (
          <div className="p-3">
            <Pagination page={state.page} perPage={perPage} total={actions.data.total} onPageChange={(page) => setState({ page })} itemLabel={t('log.items', { count: actions.data.total })} />
          </div>
        )}
      </section>
    </div>
  );
}
