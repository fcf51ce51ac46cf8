import { useSyncExternalStore, type ReactNode } from 'react';
import ThemeProvider from 'react-bootstrap/ThemeProvider';

type Direction = 'ltr' | 'rtl';

// The page's direction is <html dir>: the shell writes it from its layout settings (Arabic, or the
// customizer's right-to-left switch), the standalone remote from its language, and Bootstrap's RTL
// stylesheet follows it. The menus must open the way that stylesheet lays the page out.
const pageDirection = (): Direction => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

function onDirectionChange(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

/**
 * Tells react-bootstrap the page's direction. Its Dropdown places the menu (Popper's placement) by
 * its ThemeProvider's `dir`, never by the page's, so on an Arabic page "Move to" would open from
 * the wrong edge of its button. react-bootstrap is not a shared package (each remote bundles its
 * own copy, with its own context), so no provider of the shell's reaches this remote's components:
 * the provider has to be in this remote's own tree.
 */
export function ReactBootstrapDirection({ children }: { children: ReactNode }) {
  const dir = useSyncExternalStore(onDirectionChange, pageDirection, (): Direction => 'ltr');
  return <ThemeProvider dir={dir}>{children}</ThemeProvider>;
}
