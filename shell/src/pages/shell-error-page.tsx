import { useRouteError } from '@console/router';

/** Last resort for an error outside any remote's area: say so and offer a reload. */
export function ShellErrorPage() {
  const error = useRouteError();
  return (
    <main className="container py-5 text-center" role="alert">
      <h1 className="h3">Something went wrong</h1>
      <p className="text-body-secondary">{error instanceof Error ? error.message : 'The console hit an unexpected error.'}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Reload the console
      </button>
    </main>
  );
}
