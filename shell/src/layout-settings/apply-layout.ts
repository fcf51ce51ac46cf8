import bootstrapLtr from 'bootstrap/dist/css/bootstrap.min.css?url';
import bootstrapRtl from 'bootstrap/dist/css/bootstrap.rtl.min.css?url';
import type { LayoutSettings } from './layout-settings-store';

const linkId = 'bootstrap-stylesheet';

/**
 * Points the page at Bootstrap's LTR or RTL build (they cannot both be loaded) and resolves when
 * it has loaded, so the first render is never unstyled.
 */
export function loadBootstrapFor(dir: 'ltr' | 'rtl', doc: Document = document): Promise<void> {
  const href = dir === 'rtl' ? bootstrapRtl : bootstrapLtr;
  const current = doc.getElementById(linkId) as HTMLLinkElement | null;
  if (current?.getAttribute('href') === href) return Promise.resolve();
  const next = doc.createElement('link');
  next.id = linkId;
  next.rel = 'stylesheet';
  next.href = href;
  const loaded = new Promise<void>((resolve) => {
    // An error still resolves: a missing stylesheet must not stop the console from starting.
    next.addEventListener('load', () => resolve(), { once: true });
    next.addEventListener('error', () => resolve(), { once: true });
  });
  // The old sheet stays until the new one has loaded, so switching never flashes unstyled.
  if (current) {
    current.removeAttribute('id');
    void loaded.then(() => current.remove());
  }
  doc.head.prepend(next);
  return loaded;
}

/** Skin, direction and language on <html>, where Bootstrap and our styles read them. */
export function applyLayoutToDocument(settings: LayoutSettings, doc: Document = document): Promise<void> {
  const root = doc.documentElement;
  root.setAttribute('data-bs-theme', settings.skin === 'dark' ? 'dark' : 'light');
  root.dataset.skin = settings.skin;
  root.dir = settings.rtl ? 'rtl' : 'ltr';
  root.lang = settings.language;
  return loadBootstrapFor(settings.rtl ? 'rtl' : 'ltr', doc);
}
