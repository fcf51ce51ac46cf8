import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteNames } from './names';

function edit(file: string, change: (text: string) => string): void {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file}: could not find where to add the new remote.`);
  writeFileSync(file, after);
}

/** Adds the new remote where the console lists remotes: remotes.json, the mock, contracts, README. */
export function registerRemote(root: string, n: RemoteNames, withMockStub: boolean): string[] {
  const at = (file: string) => path.join(root, file);
  const locations = JSON.parse(readFileSync(at('shell/remotes.json'), 'utf8')) as Record<string, string>;
  locations[n.id] = `http://localhost:${n.port}/mf-manifest.json`;
  writeFileSync(at('shell/remotes.json'), `${JSON.stringify(locations, null, 2)}\n`);

  if (withMockStub) {
    edit(at('shared/contracts/src/index.ts'), (text) => `${text}export * from './${n.id}';\n`);
    edit(at('shared/mirage/src/index.ts'), (text) => `${text}export { ${n.camel}Domain } from './domains/${n.id}';\n`);
    const marker = '  // npm run new-remote adds domains above this line.';
    const entry = `  { name: '${n.id}', api: [{ prefix: '/api/${n.id}/', subject: '${n.pascal}' }], pages: ['${n.basePath}'], load: async () => (await import('./domains/${n.id}')).${n.camel}Domain },`;
    edit(at('shared/mirage/src/domain-index.ts'), (text) => text.replace(marker, `${entry}\n${marker}`));
  }
  edit(at('README.md'), (text) => {
    const lines = text.split('\n');
    const heading = lines.indexOf('## Ports');
    let last = heading;
    for (let index = heading + 1; index < lines.length && (lines[index]?.startsWith('|') || last === heading); index += 1) {
      if (lines[index]?.startsWith('|')) last = index;
    }
    if (heading < 0 || last === heading) return text;
    lines.splice(last + 1, 0, `| ${n.id} | ${n.port} | http://localhost:${n.port}/ (standalone) · \`/mf-manifest.json\` (federated) |`);
    return lines.join('\n');
  });
  const mockFiles = ['shared/contracts/src/index.ts', 'shared/mirage/src/index.ts', 'shared/mirage/src/domain-index.ts'];
  return ['shell/remotes.json', ...(withMockStub ? mockFiles : []), 'README.md'];
}
