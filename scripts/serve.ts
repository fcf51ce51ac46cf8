// npm run serve: every production build on its own port, as deployed.
import { serveApps } from './lib/serve-apps';

serveApps().then(
  () => console.log('Serving. Open http://localhost:3000/ (Ctrl+C to stop).'),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
