import { useConsoleBrand } from '@console/runtime';
import { useUiT } from './use-ui-t';

/**
 * The full-screen loader: the brand's logo (the studio's when no shell published one, as in a
 * standalone remote) and animated dots in its colour (`--console-splash`). Its styles live in
 * index.template.html, whose script draws the same picture before any bundle has run.
 */
export function FullScreenFallback({ label }: { label?: string }) {
  const t = useUiT();
  const logo = useConsoleBrand((state) => state.brand?.logo);
  return (
    <div className="app-fallback" role="status" aria-label={label ?? t('loading', 'Loading')}>
      {logo ? (
        <img src={`data:image/svg+xml,${encodeURIComponent(logo)}`} alt="" aria-hidden="true" />
      ) : (
        <svg viewBox="0 0 64 64" aria-hidden="true">
          <rect width="64" height="64" rx="14" fill="#5a4fcf" />
          <path d="M25 20v24l19-12z" fill="#fff" />
        </svg>
      )}
      <div className="app-fallback-dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}
