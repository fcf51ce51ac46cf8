import { remoteMeta } from './remote-meta';

/** An invoice's page inside this remote: the links, the pages and the navbar search's template agree on it. */
export const invoicePath = (page: 'preview' | 'edit' | 'print', id: number) => `${remoteMeta.basePath}/${page}/${id}`;
