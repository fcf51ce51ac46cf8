import path from 'node:path';
import { remoteCatalogue, type RemoteId } from '../../shared/contracts/src/remote-catalogue';
import { shellPort } from '../../webpack.config.base';

export const root = path.resolve(__dirname, '../..');

export interface App {
  name: 'shell' | RemoteId;
  dir: string;
  port: number;
}

/** The shell and every catalogued remote, with where each is built and served. */
export const apps: App[] = [
  { name: 'shell', dir: path.join(root, 'shell'), port: shellPort },
  ...(Object.entries(remoteCatalogue) as [RemoteId, { port: number }][]).map(([name, { port }]) => ({
    name,
    dir: path.join(root, 'remotes', name),
    port,
  })),
];
