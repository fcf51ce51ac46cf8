import type { RemoteMeta } from '@console/contracts';

const read = (subject: string) => ({ action: 'read', subject }) as const;
const update = (subject: string) => ({ action: 'update', subject }) as const;

/**
 * What the shell knows of this remote before loading it (written into mf-manifest.json by the
 * build): one menu entry per part of the catalogue, each shown to whoever may read it.
 */
export const remoteMeta = {
  id: 'media',
  basePath: '/media',
  name: 'meta.name',
  nav: [
    { label: 'meta.videos', to: '/media/videos', icon: 'film', order: 500, requires: read('Video') },
    { label: 'meta.playlists', to: '/media/playlists', icon: 'list-video', order: 501, requires: read('Playlist') },
    { label: 'meta.brands', to: '/media/brands', icon: 'tag', order: 502, requires: read('Brand') },
    { label: 'meta.categories', to: '/media/categories', icon: 'folder', order: 503, requires: read('Category') },
  ],
  pages: [
    { title: 'meta.videos', to: '/media/videos', keywords: ['videos', 'video library', 'catalogue', 'media', 'hours', 'publish'], requires: read('Video') },
    { title: 'meta.playlists', to: '/media/playlists', keywords: ['playlists', 'programming', 'smart playlist', 'order'], requires: read('Playlist') },
    { title: 'meta.brands', to: '/media/brands', keywords: ['brands', 'channels', 'labels'], requires: read('Brand') },
    { title: 'meta.categories', to: '/media/categories', keywords: ['categories', 'genres', 'sections'], requires: read('Category') },
  ],
  // The navbar search finds videos by title (the library's own search) and playlists by name, each
  // leading to its editor; brands and categories by name or slug, for whoever may edit them, each
  // opening its list with the row's edit panel (`?edit=`).
  records: [
    { group: 'meta.videos', api: '/api/media/videos', params: { perPage: '4' }, list: 'videos', title: 'title', to: '/media/videos/{id}', requires: read('Video') },
    { group: 'meta.playlists', api: '/api/media/playlists', title: 'name', to: '/media/playlists/{id}', requires: read('Playlist') },
    { group: 'meta.brands', api: '/api/media/brands', title: 'name', detail: 'slug', to: '/media/brands?edit={id}', requires: update('Brand') },
    { group: 'meta.categories', api: '/api/media/categories', title: 'name', detail: 'slug', to: '/media/categories?edit={id}', requires: update('Category') },
  ],
  texts: {
    en: { meta: { name: 'Media', videos: 'Video library', playlists: 'Playlists', brands: 'Brands', categories: 'Categories' } },
    fr: { meta: { name: 'Médias', videos: 'Vidéothèque', playlists: 'Playlists', brands: 'Marques', categories: 'Catégories' } },
    ar: { meta: { name: 'الوسائط', videos: 'مكتبة الفيديو', playlists: 'قوائم التشغيل', brands: 'العلامات التجارية', categories: 'الفئات' } },
  },
} as const satisfies RemoteMeta;
