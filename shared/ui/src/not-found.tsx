import { Link } from 'react-router-dom';

/** Shown for a path no page answers. */
export function NotFound() {
  return (
    <div className="text-center py-5">
      <h1 className="h3">Page not found</h1>
      <p className="text-body-secondary">We could not find the page you asked for.</p>
      <Link className="btn btn-primary" to="/">
        Back to home
      </Link>
    </div>
  );
}
