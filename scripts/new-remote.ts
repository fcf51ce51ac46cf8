// npm run new-remote -- <name> --base /apps/<path> [--port N] [--domain <existing mock domain>] [--fixture --dir <folder>]
// Creates a remote's workspace that builds, serves, runs standalone and passes npm test as it is,
// and adds it to the console (remotes.json, mock domain, README). --fixture writes only the
// remote's folder (no mock, no registration, no install): what the e2e and bench fixtures use.
import { createNewRemote } from './lib/new-remote/create';

const valued = new Set(['--base', '--port', '--dir', '--domain']);
const options: Record<string, string> = {};
const names: string[] = [];
const args = process.argv.slice(2);
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index] ?? '';
  if (valued.has(arg)) options[arg] = args[(index += 1)] ?? '';
  else if (arg.startsWith('--')) options[arg] = 'true';
  else names.push(arg);
}

try {
  if (names.length !== 1) throw new Error('Usage: npm run new-remote -- <name> --base /apps/<path> [--port N]');
  const created = createNewRemote({
    name: names[0] ?? '',
    basePath: options['--base'] ?? '',
    port: options['--port'] === undefined ? undefined : Number(options['--port']),
    fixture: options['--fixture'] === 'true',
    dir: options['--dir'],
    domain: options['--domain'],
  });
  console.log(`Created ${created.dir} (port ${created.port}).`);
  for (const file of created.changed) console.log(`  updated ${file}`);
  if (!created.fixture) console.log(`\nNext: npm start -w remotes/${created.id}  (standalone), or npm start (the console).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
