import bootstrapLtr from 'bootstrap/dist/css/bootstrap.min.css?url';
import bootstrapRtl from 'bootstrap/dist/css/bootstrap.rtl.min.css?url';

// The id index.template.html gives the stylesheet it requests before any script runs: the shell
// (apply-layout.ts) and a remote on its own switch that same link.
const linkId = 'bootstrap-stylesheet';

/**
 * Points the page at Bootstrap's LTR or RTL build (they cannot both be loaded: their physical
 * margins and floats fight) and resolves once it has loaded or failed. The old sheet stays until
 * the new one is in, so a switch never shows the page unstyled.
 */
export function loadBootstrapFor(dir: 'ltr' | 'rtl', doc: Document = document): Promise<void> {
  const href = dir === 'rtl' ? bootstrapRtl : bootstrapLtr;
  const current = doc.getElementById(linkId) as HTMLLinkElement | null;
  // Requested by index.html already: wait for it if it is still on its way.
  if (current?.getAttribute('href') === href) return current.hasAttribute('data-settled') ? Promise.resolve() : settled(current);
  const next = doc.createElement('link');
  next.id = linkId;
  next.rel = 'stylesheet';
  next.href = href;
  const loaded = settled(next);
  if (current) {
    current.removeAttribute('id');
    void loaded.then(() => current.remove());
  }
  // First in <head>: the kit's and the remote's own styles, after it, keep overriding Bootstrap.
  doc.head.prepend(next);
  return loaded;
}

/** Loaded or failed: a missing stylesheet must not keep the remote from starting. */
function settled(link: HTMLLinkElement): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      link.setAttribute('data-settled', '');
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  });
}
