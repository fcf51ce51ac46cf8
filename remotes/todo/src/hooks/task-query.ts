import { taskFilters, taskSorts, taskTags, type TaskQuery } from '@console/contracts';

export const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/**
 * The list's query from the URL: the view (a filter or a tag from the path), the search and the
 * sort. Null when the path names a view that does not exist. The page and its prefetch both read it.
 */
export function taskQueryFrom(params: Readonly<{ filter?: string; tag?: string }>, search: URLSearchParams): TaskQuery | null {
  const sortParam = search.get('sortBy') ?? '';
  const base = { q: search.get('q') ?? '', sortBy: isOneOf(taskSorts, sortParam) ? sortParam : 'latest' } as const;
  if (params.tag !== undefined) return isOneOf(taskTags, params.tag) ? { ...base, tag: params.tag } : null;
  if (params.filter !== undefined) return isOneOf(taskFilters, params.filter) ? { ...base, filter: params.filter } : null;
  return base;
}
