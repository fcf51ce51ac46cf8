import type { RemoteModule } from '@console/contracts';
import { remoteMeta } from './remote-meta';

const read = (subject: string) => ({ action: 'read', subject }) as const;

// The remote's own texts, one chunk per language, loaded with its first page.
const texts = {
  en: () => import(/* webpackChunkName: "media-texts-en" */ './i18n/en'),
  fr: () => import(/* webpackChunkName: "media-texts-fr" */ './i18n/fr'),
  ar: () => import(/* webpackChunkName: "media-texts-ar" */ './i18n/ar'),
};

/** The Media remote as the shell sees it: each page needs reading its part of the catalogue. */
const mediaModule = {
  meta: remoteMeta,
  routes: [
    { path: '', load: () => import('./pages/media-index-page'), requires: read('Video') },
    { path: 'videos', load: () => import('./pages/videos-page'), requires: read('Video') },
    { path: 'videos/:id', load: () => import('./pages/video-editor-page'), requires: read('Video') },
    { path: 'brands', load: () => import('./pages/brands-page'), requires: read('Brand') },
    { path: 'categories', load: () => import('./pages/categories-page'), requires: read('Category') },
    { path: 'playlists', load: () => import('./pages/playlists-page'), requires: read('Playlist') },
    { path: 'playlists/:id', load: () => import('./pages/playlist-editor-page'), requires: read('Playlist') },
  ],
  texts: async (language) => (await texts[language]()).default,
} satisfies RemoteModule;

export default mediaModule;
