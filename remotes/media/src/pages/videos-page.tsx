import { useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listStatus, useLastPageWhenPastEnd } from '@console/ui/query';
import toast from 'react-hot-toast';
import { Download, Plus } from 'lucide-react';
import { allows, useAbility } from '@console/auth';
import { queryKeys, videoSortColumns, type Video, type VideoSortColumn } from '@console/contracts';
import { useLocation, useNavigate } from '@console/router';
import { ConfirmDialog, DataTable, FocusKeepingButton, isolate, PageHeader, Pagination, type TableSort, useFailureSentence, useFailureText, useFormat, useNarrowScreen } from '@console/ui';
import { fetchVideos } from '../api/media-api';
import { downloadVideos, fetchMatching } from '../api/export-videos';
import { AddVideoPanel } from '../components/add-video-panel';
import { BulkBar } from '../components/bulk-bar';
import { useLoadFailureText } from '../components/load-failed';
import { TaxonomyFailed } from '../components/taxonomy-failed';
import { VideoCards } from '../components/video-cards';
import { videoColumns } from '../components/video-columns';
import { VideoFilters } from '../components/video-filters';
import { VideoTotals, totalsWithout } from '../components/video-totals';
import { useBulkActions } from '../hooks/use-bulk-actions';
import { useLoadTaxonomyNames, useTaxonomy } from '../hooks/use-taxonomy';
import { pageSizes, useVideoListState } from '../hooks/use-video-list-state';
import { useMediaT } from '../i18n/use-media-t';

const noneSelected: ReadonlySet<number> = new Set();
const isSortColumn = (id: string): id is VideoSortColumn => (videoSortColumns as readonly string[]).includes(id);

/** The video library: server totals of the filtered set, search, filters, sort, pages, bulk actions, export. */
export default function VideosPage() {
  const t = useMediaT();
  const failed = useFailureText();
  const failure = useFailureSentence();
  const loadFailure = useLoadFailureText();
  const { number, localDay } = useFormat();
  const { values, query, set } = useVideoListState();
  const names = useTaxonomy();
  const loadNames = useLoadTaxonomyNames();
  const narrow = useNarrowScreen();
  const navigate = useNavigate();
  const { search } = useLocation();
  const ability = useAbility();
  // As the API asks (access-guard.ts): POST /api/media/videos creates, bulk changes update.
  const mayCreate = allows(ability, { action: 'create', subject: 'Video' });
  const mayEdit = allows(ability, { action: 'update', subject: 'Video' });
  const list = useQuery({ queryKey: queryKeys.media.videos(query), queryFn: ({ signal }) => fetchVideos(query, signal), placeholderData: keepPreviousData });
  const answered = list.isSuccess && !list.isPlaceholderData ? list.data : undefined;
  useLastPageWhenPastEnd(answered && { rows: answered.videos.length, total: answered.total }, query, set);
  // The selection belongs to the list it was made on: another filter, sort or page starts empty
  // (so a bulk action never reaches rows no longer on screen).
  const listKey = JSON.stringify(query);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: listKey, ids: new Set() });
  const selected = selection.key === listKey ? selection.ids : noneSelected;
  const setSelected = (change: ReadonlySet<number> | ((current: ReadonlySet<number>) => ReadonlySet<number>)) =>
    setSelection((current) => {
      const ids = current.key === listKey ? current.ids : noneSelected;
      return { key: listKey, ids: typeof change === 'function' ? change(ids) : change };
    });
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // After a bulk action the button pressed is disabled (while it runs, then because the selection
  // is gone), and Clear selection goes with the selection: focus goes to the list instead of the
  // page body. After a delete, once the dialog has given focus back to its button.
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focusList = () => listHeading.current?.focus();
  const deleted = useRef(false);
  const [exporting, setExporting] = useState(false);
  const bulk = useBulkActions(() => setSelected(new Set()));
  // A new draft opens in the editor once its panel has closed: while open, the panel guards its input against leaving.
  const [created, setCreated] = useState<Video | null>(null);
  useEffect(() => {
    if (created && !adding) void navigate(`/media/videos/${created.id}`);
  }, [created, adding, navigate]);

  const rows = useMemo(() => list.data?.videos.filter((video) => !bulk.hidden.has(video.id)) ?? null, [list.data, bulk.hidden]);
  // Deleted rows wait for their Undo to time out: until then the page counts without them.
  const deleting = useMemo(() => list.data?.videos.filter((video) => bulk.hidden.has(video.id)) ?? [], [list.data, bulk.hidden]);
  const totals = list.data && totalsWithout(list.data.totals, deleting);
  const emptyMessage = deleting.length ? t('videos.emptyDeleting') : t('videos.empty');
  const toggle = (id: number) => setSelected((current) => (current.has(id) ? new Set([...current].filter((one) => one !== id)) : new Set([...current, id])));
  const allOnPage = rows !== null && rows.length > 0 && rows.every((video) => selected.has(video.id));
  const view = { t, names, selected, onToggle: toggle, number, localDay, listSearch: search };
  const sort: TableSort | null = values.sortColumn ? { id: values.sortColumn, desc: values.sort === 'desc' } : null;

  // The selection when there is one (the rows on screen: a selection never outlives its list),
  // else every video the filters match. The brand and category names are waited for (loaded again
  // if they failed) rather than written empty, which would pass for videos without a brand, or as
  // `#id`, which whatever reads the file next would take for a name: no names, no file, and why.
  const runExport = async () => {
    setExporting(true);
    try {
      const csvNames = await loadNames().catch((error: unknown) => {
        throw new Error(failure(t('videos.exportNamesFailed'), error));
      });
      // Videos deleted and waiting for their Undo are off the screen and out of the file, as out of the totals.
      const videos = selected.size ? (rows ?? []).filter((video) => selected.has(video.id)) : (await fetchMatching(query)).filter((video) => !bulk.hidden.has(video.id));
      downloadVideos(videos, {
        brand: (id) => (id === null ? '' : (csvNames.brandName.get(id) ?? '')),
        category: (id) => (id === null ? '' : (csvNames.categoryName.get(id) ?? '')),
      });
      toast.success(t('videos.exported', { count: videos.length, shown: number(videos.length) }));
    } catch (error) {
      toast.error(failed(error, t('loadFailed')));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="d-flex flex-column gap-3">
      <PageHeader
        title={t('videos.title')}
        actions={
          mayCreate && (
            <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
              <Plus size={16} aria-hidden="true" /> {t('videos.add.open')}
            </button>
          )
        }
      />
      <VideoTotals totals={totals} busy={list.isFetching} />
      <section className="card" aria-label={t('videos.table')}>
        <h2 className="visually-hidden" tabIndex={-1} ref={listHeading}>
          {t('videos.heading')}
        </h2>
        <TaxonomyFailed />
        <VideoFilters values={values} set={set}>
          {/* Busy, not disabled, while it runs (it may wait for the names): the focus stays on it. */}
          <FocusKeepingButton className="btn btn-outline-secondary" unavailable={exporting} spinner onClick={() => void runExport()}>
            {!exporting && <Download size={16} aria-hidden="true" />} {selected.size ? t('videos.exportSelected', { count: selected.size, shown: number(selected.size) }) : t('videos.export')}
          </FocusKeepingButton>
        </VideoFilters>
        <BulkBar
          count={selected.size}
          allOnPage={allOnPage}
          onToggleAll={() => setSelected(allOnPage ? new Set() : new Set(rows?.map((video) => video.id)))}
          onClear={() => {
            setSelected(new Set());
            focusList();
          }}
          onAction={(action) => void bulk.run({ action, ids: [...selected] }).then(focusList)}
          onCategory={(categoryId) => void bulk.run({ action: 'category', ids: [...selected], categoryId }).then(focusList)}
          onDelete={() => setConfirming(true)}
          busy={bulk.busy}
          mayEdit={mayEdit}
        />
        {narrow && rows ? (
          <VideoCards videos={rows} label={t('videos.table')} busy={list.isFetching} emptyMessage={emptyMessage} {...view} />
        ) : (
          <DataTable
            label={t('videos.table')}
            columns={videoColumns(view)}
            rows={rows}
            getRowId={(video) => String(video.id)}
            status={listStatus(list)}
            error={list.isError ? loadFailure(t('videos.loadFailed'), list.error) : undefined}
            onRetry={() => void list.refetch()}
            sort={sort}
            onSortChange={(next) => set({ sortColumn: next && isSortColumn(next.id) ? next.id : '', sort: next?.desc ? 'desc' : 'asc' })}
            emptyMessage={emptyMessage}
            rowHeader="title"
          />
        )}
        {list.data && rows && (
          <Pagination
            page={values.page}
            perPage={values.perPage}
            total={list.data.total - deleting.length}
            pageRows={rows.length}
            pageSizes={pageSizes}
            onPageChange={(page) => set({ page })}
            onPerPageChange={(perPage) => set({ perPage })}
            // "of 1 video", not "of 1 videos": the noun agrees with the total it follows.
            itemLabel={t('videos.itemLabel', { count: list.data.total - deleting.length })}
            label={t('videos.pages')}
          />
        )}
      </section>
      <AddVideoPanel show={adding} onHide={() => setAdding(false)} onAdded={(video) => {
          toast.success(t('videos.add.created', { title: isolate(video.title) }));
          setCreated(video);
        }}
      />
      <ConfirmDialog
        show={confirming}
        title={t('bulk.confirmTitle')}
        confirmLabel={t('bulk.delete')}
        cancelLabel={t('cancel')}
        variant="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          bulk.remove((rows ?? []).filter((video) => selected.has(video.id)));
          deleted.current = true;
          setConfirming(false);
        }}
        onExited={() => {
          if (deleted.current) focusList();
          deleted.current = false;
        }}
      >
        <p className="mb-0">{t('bulk.confirmText', { count: selected.size, shown: number(selected.size) })}</p>
      </ConfirmDialog>
    </div>
  );
}
