// npm run build: every app's production build (or, with --plain, the benchmark's plain shell).
import { buildApps } from './lib/build-apps';

const plain = process.argv.includes('--plain');
const started = Date.now();
buildApps({ plain }).then(
  () => console.log(`Built ${plain ? 'the plain shell' : 'every app'} in ${((Date.now() - started) / 1000).toFixed(1)} s.`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
