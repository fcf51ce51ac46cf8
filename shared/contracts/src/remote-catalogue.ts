/**
 * The one list of remotes: container name, where it mounts and its default local port.
 * The shell routes with it before a remote has loaded (so a dead remote still gets its error
 * card), each remote's webpack config names its container from it, and the dev/serve scripts
 * take ports from it. A remote's module.ts reads its basePath from here, so the two cannot drift.
 */
export const remoteCatalogue = {
  todo: { basePath: '/apps/todo', port: 3001, label: 'Todo' },
  users: { basePath: '/apps/user', port: 3002, label: 'Users' },
} as const satisfies Record<string, RemoteCatalogueEntry>;

export interface RemoteCatalogueEntry {
  basePath: `/${string}`;
  port: number;
  label: string;
}

export type RemoteId = keyof typeof remoteCatalogue;

export const remoteIds = Object.keys(remoteCatalogue) as RemoteId[];

/** The MF container name of a remote (a JS identifier: 'content-pages' → 'content_pages'). */
export function containerName(id: RemoteId): string {
  return id.replace(/-/g, '_');
}

export function isRemoteId(value: string): value is RemoteId {
  return Object.hasOwn(remoteCatalogue, value);
}
