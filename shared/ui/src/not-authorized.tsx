import { Link } from 'react-router-dom';

/** Shown in place of a page the signed-in user may not see. */
export function NotAuthorized() {
  return (
    <div className="text-center py-5">
      <h1 className="h3">You are not authorized</h1>
      <p className="text-body-secondary">Your account does not have permission to open this page.</p>
      <Link className="btn btn-primary" to="/">
        Back to home
      </Link>
    </div>
  );
}
