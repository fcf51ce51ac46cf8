import { useUiT } from './use-ui-t';

/**
 * The full-screen loader (logo and animated dots). Its styles live in index.template.html so the
 * same picture shows before any script has run.
 */
export function FullScreenFallback({ label }: { label?: string }) {
  const t = useUiT();
  return (
    <div className="app-fallback" role="status" aria-label={label ?? t('loading', 'Loading')}>
      <svg viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#5a4fcf" />
        <path d="M25 20v24l19-12z" fill="#fff" />
      </svg>
      <div className="app-fallback-dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}
