import { Response, type Request, type Server } from 'miragejs';
import { apiError } from '../http';

/** Status of a change that was refused because it could not be written to the browser's storage. */
export const notPersistedStatus = 507;
export const notPersistedMessage =
  "This change could not be saved in this browser's storage, so it was not made. Free some disk space or reset the demo data, then try again.";

// Mirage's Response keeps its status in `code`, which its types leave out.
const refused = (answer: unknown) => answer instanceof Response && (answer as unknown as { code: number }).code >= 400;

/**
 * The server as one domain sees it: every change it answers (a write verb, or a read the domain
 * names in `changingReads`, answered below 400) is written to the browser's storage before the answer leaves; a write that fails undoes the
 * change (`save` rejects after putting the last saved data back) and answers 507.
 */
export function persistingServer(server: Server, save: () => Promise<void>, changingReads: readonly string[] = []): Server {
  const writes = new Set(['post', 'put', 'patch', 'delete', 'del']);
  return new Proxy(server, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !(writes.has(property) || property === 'get') || typeof value !== 'function') return value;
      return (path: string, handler: (schema: unknown, request: Request) => unknown, ...rest: unknown[]) =>
        property === 'get' && !changingReads.includes(path)
          ? value.call(target, path, handler, ...rest)
          : value.call(
          target,
          path,
          async (schema: unknown, request: Request) => {
            const answer = await handler(schema, request);
            if (refused(answer)) return answer;
            try {
              await save();
            } catch {
              return apiError(notPersistedStatus, notPersistedMessage);
            }
            return answer;
          },
          ...rest,
        );
    },
  });
}
