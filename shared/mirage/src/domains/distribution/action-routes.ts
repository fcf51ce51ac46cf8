import type { Request, Server } from 'miragejs';
import type { ActionListResponse, LogAction } from '@console/contracts/src/distribution';
import type { ActionLog } from '../../action-log/action-log';
import { json, queryParam } from '../../http';
import { timeBound } from '../../time-bound';
import { forCaller, type CallerOf } from '../content-pages/caller';

/** The entries matching the query's filters, newest first, one page, with every filter's choices. */
export function listActions(entries: readonly LogAction[], param: (name: string) => string): ActionListResponse {
  const userId = Number(param('userId')) || null;
  const action = param('action');
  const entityType = param('entityType');
  const from = timeBound(param('from'));
  const to = timeBound(param('to'));
  const page = Math.max(1, Number(param('page')) || 1);
  const perPage = Math.min(100, Math.max(1, Number(param('perPage')) || 20));
  const users = new Map<number, string>();
  const actions = new Set<string>();
  const entityTypes = new Set<string>();
  const matching: LogAction[] = [];
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index] as LogAction;
    // Newest first: a user renamed since is offered by the name of their latest entry.
    if (entry.userId !== null && !users.has(entry.userId)) users.set(entry.userId, entry.userName);
    actions.add(entry.action);
    entityTypes.add(entry.entityType);
    if ((userId === null || entry.userId === userId) && (!action || entry.action === action) && (!entityType || entry.entityType === entityType) && from(entry.at, 1) && to(entry.at, -1)) {
      matching.push(entry);
    }
  }
  return {
    actions: matching.slice((page - 1) * perPage, page * perPage),
    total: matching.length,
    facets: { users: [...users].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)), actions: [...actions].sort(), entityTypes: [...entityTypes].sort() },
  };
}

/** "My actions" (every signed-in user: 401 without a valid token) and "All actions" (the guard asks for LogAction). */
export function actionRoutes(server: Server, log: ActionLog, callerOf: CallerOf) {
  const param = (request: Request) => (name: string) => queryParam(request, name);
  server.get(
    '/api/distribution/actions/mine',
    forCaller(callerOf, (caller, request) => {
      const own = log.entries.filter((entry) => entry.userId === caller.id);
      return json(200, listActions(own, (name) => (name === 'userId' ? '' : queryParam(request, name))));
    }),
  );
  server.get('/api/distribution/actions', (_schema, request) => json(200, listActions(log.entries, param(request))));
}
