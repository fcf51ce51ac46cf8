import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys, type BlogListQuery } from '@console/contracts';
import { routeId } from '@console/ui';
import { fetchBlogDetail, fetchBlogEdit, fetchBlogList, fetchBlogSidebar } from '../api/content-pages-api';

const keys = queryKeys.contentPages;

/** The posts matching the search and category (the last answer stays while the next loads). */
export const useBlogList = (query: BlogListQuery) =>
  useQuery({ queryKey: keys.blogList(query), queryFn: ({ signal }) => fetchBlogList(query, signal), placeholderData: keepPreviousData });

export const useBlogSidebar = () => useQuery({ queryKey: keys.blogSidebar, queryFn: ({ signal }) => fetchBlogSidebar(signal) });

/** A post by id (disabled for an id that is not a whole number from 1: it never calls the API; the pages show Not found for it, see blogId). */
export const useBlogDetail = (id: number) =>
  useQuery({ queryKey: keys.blogDetail(id), queryFn: ({ signal }) => fetchBlogDetail(id, signal), enabled: Number.isInteger(id) && id > 0 });

export const useBlogEdit = (id: number) =>
  useQuery({ queryKey: keys.blogEdit(id), queryFn: ({ signal }) => fetchBlogEdit(id, signal), enabled: Number.isInteger(id) && id > 0 });

/** The id of a /blog/…/:id path, or NaN for anything no post can have (the kit's routeId): the queries never ask for it. */
export const blogId = (param: string | undefined): number => routeId(param) ?? Number.NaN;
