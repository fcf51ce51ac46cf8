import { useSessionStore } from '@console/auth';

/** Access Control (subject ACL): the signed-in user's permission list; a client's home. */
export default function AccessControlPage() {
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  return (
    <div>
      <h1 className="h3 mb-1">Access Control</h1>
      <p className="text-body-secondary">
        Signed in as {user.fullName || user.username} ({user.email}), role <strong>{user.role}</strong>.
      </p>
      <div className="card">
        <table className="table mb-0 caption-top">
          <caption className="px-3">Your permissions</caption>
          <thead>
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Subject</th>
            </tr>
          </thead>
          <tbody>
            {user.ability.map((rule) => (
              <tr key={`${rule.action}:${rule.subject}`}>
                <td>{rule.action}</td>
                <td>{rule.subject}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
