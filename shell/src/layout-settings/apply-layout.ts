import { loadBootstrapFor } from '@console/ui/theme';
import type { LayoutSettings } from './layout-settings-store';

/** Skin, direction and language on <html>, where Bootstrap and our styles read them. */
export function applyLayoutToDocument(settings: LayoutSettings, doc: Document = document): Promise<void> {
  const root = doc.documentElement;
  root.setAttribute('data-bs-theme', settings.skin === 'dark' ? 'dark' : 'light');
  root.dataset.skin = settings.skin;
  root.dir = settings.rtl ? 'rtl' : 'ltr';
  root.lang = settings.language;
  return loadBootstrapFor(settings.rtl ? 'rtl' : 'ltr', doc);
}
