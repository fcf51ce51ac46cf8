export { FullScreenFallback } from './full-screen-fallback';
export { Avatar, initials } from './avatar';
export { useDebouncedValue } from './use-debounced-value';
export { NotAuthorized, NotFound } from './message-page';
export { RecordNotFound, type RecordNotFoundProps } from './record-not-found';
export { RemotePage, RemoteRoutes, loadRemoteTexts, prefetchRemotePage, preloadRemotePage, remotePagesLoader } from './remote-routes';
export { rootElement } from './root-element';
export { FormField, fieldControlProps } from './form-field';
// The list kit: see shared/ui/README.md.
export { DataTable, type DataTableProps } from './data-table/data-table';
export type { DataColumn, TableSort } from './data-table/types';
export { FilterBar, type FilterBarProps, type FilterSelect } from './filter-bar/filter-bar';
export { DateFilter, isReversedRange, type DateFilterProps } from './filter-bar/date-filter';
export { SearchInput, searchAppliedMark, type SearchInputProps } from './filter-bar/search-input';
export { Pagination, type PaginationProps } from './pagination/pagination';
export { useUrlState, type SetUrlState, type UrlStateOptions } from './url-state/use-url-state';
export { readUrlValues, routeId, urlParam, type UrlParam, type UrlSchema, type UrlValues } from './url-state/url-param';
export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/confirm-dialog';
export { OffcanvasForm, type OffcanvasFormProps, type RunAction } from './dialogs/offcanvas-form';
export { showUndoToast, type PendingUndo, type UndoToastOptions } from './dialogs/undo-toast';
export { usePendingRemovals, type PendingRemoval } from './dialogs/use-pending-removals';
export { flushPendingRemovals } from './dialogs/flush-pending-removals';
export { listUnsentWork, onUnsentWork } from './dialogs/unsent-work';
export { useRowDeleteDialog, RowDeleteButton, type RowDeleteButtonProps, type RowDeleteDialogOptions, type RowDeleteTexts, type RowDeleteTrigger } from './dialogs/row-delete-dialog';
export { LazyPart, usePartFailedNotice } from './dialogs/lazy-part';
export { installDialogFocusWrap } from './dialogs/dialog-focus-wrap';
export { toCsv, csvCell, downloadCsv, downloadFile, datedFileName, type CsvColumn } from './csv/csv';
export { useFormat, numberFormat, dateFormat, localDayBounds, localIsoDate } from './format/formatters';
export { isolate } from './format/isolate';
// Page patterns: see shared/ui/README.md ("Page patterns").
export { PageHeader, type Crumb, type PageHeaderProps } from './patterns/page-header';
export { StatCard, StatGrid, type StatCardProps, type StatFailure, type Tone } from './patterns/stat-card';
export { SectionCard, type SectionCardProps } from './patterns/section-card';
export { EmptyState, type EmptyStateProps } from './patterns/empty-state';
export { ErrorState, type ErrorStateProps } from './patterns/error-state';
export { DeletedElsewhereNotice, type DeletedElsewhereNoticeProps } from './patterns/deleted-elsewhere-notice';
export { FocusKeepingButton, type FocusKeepingButtonProps } from './focus/focus-keeping-button';
export { focusLost } from './focus/focus-lost';
export { keepFocusNearby } from './focus/keep-focus-nearby';
export { useFocusAfterRemoval } from './focus/use-focus-after-removal';
export { useFocusOnChange } from './focus/use-focus-on-change';
export { useFocusFallback, type FocusFallbackOptions } from './focus/use-focus-fallback';
export { pageHeading } from './focus/page-heading';
export { useReorderControls, type ReorderControl, type ReorderControls, type ReorderControlsOptions } from './reorder/use-reorder-controls';
export { SkeletonRows, SkeletonLines } from './patterns/skeleton';
export { LoadState, type LoadStateProps, type QueryLike } from './patterns/load-state';
// Forms: see shared/ui/README.md ("Forms").
export { useSchemaForm, type SchemaFormApi } from './form/use-schema-form';
export { SchemaForm, SubmitButton, type SchemaFormProps } from './form/schema-form';
export { TextField, TextareaField, SelectField, CheckboxField, CheckboxGroupField, type Option } from './form/fields';
export { ComboboxField, type ComboboxFieldProps } from './form/combobox-field';
export { useUnsavedChangesPrompt, DiscardChangesDialog, warnBeforeUnload } from './form/unsaved-changes';
export { englishMessagesNamespace, useKnownMessageText, useMessageText } from './form/message-text';
export { useErrorText, useFailureReason, useFailureSentence, useFailureText } from './form/error-text';
export { readImageFile, type ImageFileProblem, type ImageFileRules } from './form/read-image-file';
// Server data: `@console/ui/query` (kept out of this entry: see src/query/index.ts).
// Texts: a remote's own (namespace = its id) and the kit's.
export { useTexts, type TextPath, type TextsFn, type Translation } from './i18n/use-texts';
export { initStandaloneI18n } from './i18n/standalone-i18n';
