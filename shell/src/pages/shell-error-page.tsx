import { useRouteError } from '@console/router';
import { useT } from '../i18n/use-t';

/**
 * Last resort for an error outside any remote's area: say so in the console's language and offer
 * a reload. The error's own text is a developer's (often English): it stays under Technical details.
 */
export function ShellErrorPage() {
  const error = useRouteError();
  const { t } = useT();
  const details = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    <main className="container py-5 text-center" role="alert">
      <h1 className="h3">{t('failure.title')}</h1>
      <p className="text-body-secondary">{t('failure.explain')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('failure.reload')}
      </button>
      {details && (
        <details className="mt-4 text-start mx-auto text-break">
          <summary>{t('failure.details')}</summary>
          <pre className="small mt-2 mb-0 text-wrap" dir="ltr">
            {details}
          </pre>
        </details>
      )}
    </main>
  );
}
