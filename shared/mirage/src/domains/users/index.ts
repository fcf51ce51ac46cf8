import type { User, UserResponse } from '@console/contracts';
import type { MockDomain } from '../../mock-domain';
import type { SeedOptions } from '../../seed-options';
import type { AssigneeReferences } from '../todo';
import { apiError, json, queryParam, readJson } from '../../http';
import { parseUserQuery, queryUsers } from './query';
import { seedUsers } from './seed';
import { validateNewUser } from './validate';

export { seedUsers } from './seed';

export interface UsersOptions extends SeedOptions {
  /** The todo domain's (domain-index `referencedBy`): its tasks name their assignee. */
  peer?<T>(name: string): T | undefined;
}

/**
 * Spec §7 Users calls, over an in-memory list kept in list order (newest added first), and an
 * update (a project addition, docs/mock-backend.md).
 */
export function usersDomain({ scale, peer }: UsersOptions = {}): MockDomain {
  const users = seedUsers(scale);
  const indexOf = (id: string) => (id === '' ? -1 : users.findIndex((user) => user.id === Number(id)));
  // Tasks know their assignee by name only: while another user has the name, its tasks may be theirs.
  const someoneElseNamed = (fullName: string, except: User) => users.some((other) => other !== except && other.fullName === fullName);
  // A missing id is also a 404: the caller asked for a user that is not there.
  const userNotFound = (id: string) => apiError(404, id === '' ? 'A user id is required.' : `User ${id} was not found.`);

  return {
    name: 'users',
    // A rename reaches the tasks assigned to the user (the todo domain's data is saved with it).
    persist: { version: 1, state: { users }, touches: ['todo'] },
    routes(server) {
      server.get('/api/users/list/all-data', () => json(200, users));

      server.get('/api/users/list/data', (_schema, request) =>
        json(200, queryUsers(users, parseUserQuery((name) => queryParam(request, name)))),
      );

      server.get('/api/users/user', (_schema, request) => {
        const id = queryParam(request, 'id');
        const user = users[indexOf(id)];
        return user ? json(200, { user } satisfies UserResponse) : userNotFound(id);
      });

      server.post('/apps/users/add-user', (_schema, request) => {
        const result = validateNewUser(readJson(request), users);
        if (!result.ok) return apiError(400, 'The user is not valid.', result.errors);
        const id = users.reduce((max, user) => Math.max(max, user.id), 0) + 1;
        const user: User = { id, ...result.value };
        // Spec: the new user is placed first.
        users.unshift(user);
        return json(201, { user } satisfies UserResponse);
      });

      server.put('/apps/users/update-user', (_schema, request) => {
        const id = queryParam(request, 'id');
        const user = users[indexOf(id)];
        if (!user) return userNotFound(id);
        // The user's own email and username are theirs to keep: only the others' are taken.
        const result = validateNewUser(readJson(request), users.filter((other) => other !== user));
        if (!result.ok) return apiError(400, 'The user is not valid.', result.errors);
        const before = { fullName: user.fullName, avatar: user.avatar };
        Object.assign(user, result.value);
        if ((user.fullName !== before.fullName || user.avatar !== before.avatar) && !someoneElseNamed(before.fullName, user)) {
          peer?.<AssigneeReferences>('todo')?.renameAssignee(before.fullName, { fullName: user.fullName, avatar: user.avatar });
        }
        return json(200, { user } satisfies UserResponse);
      });

      server.delete('/apps/users/delete', (_schema, request) => {
        const id = queryParam(request, 'id');
        const index = indexOf(id);
        const [user] = index < 0 ? [] : users.splice(index, 1);
        if (!user) return userNotFound(id);
        if (!someoneElseNamed(user.fullName, user)) peer?.<AssigneeReferences>('todo')?.unassign(user.fullName);
        return json(200, { user } satisfies UserResponse);
      });
    },
  };
}
