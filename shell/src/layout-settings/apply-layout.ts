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
  // index.html requested it before any script ran: wait for it if it is still on its way.
  if (current?.getAttribute('href') === href) return current.hasAttribute('data-settled') ? Promise.resolve() : loadedOrFailed(current);
  const next = doc.createElement('link');
  next.id = linkId;
  next.rel = 'stylesheet';
  next.href = href;
  const loaded = loadedOrFailed(next);
  // The old sheet stays until the new one has loaded, so switching never flashes unstyled.
  if (current) {
    current.removeAttribute('id');
    void loaded.then(() => current.remove());
  }
  doc.head.prepend(next);
  return loaded;
}

/** Resolves when the stylesheet has loaded, or failed: a missing stylesheet must not stop the console. */
function loadedOrFailed(link: HTMLLinkElement): Promise<void> {
  return new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
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
