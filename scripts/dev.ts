// npm run dev: every app's webpack dev server at once (shell :3000, remotes from :3001), so a
// change to any of them shows on reload. To work on one remote alone: npm start -w remotes/<name>.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { apps } from './lib/apps';

const children = apps.map((app) => {
  const child = spawn('npx', ['webpack', 'serve', '--mode', 'development', '-c', path.join(app.dir, 'webpack.config.ts')], {
    cwd: app.dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${app.name}] `;
  const relay = (chunk: Buffer) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix));
  child.stdout.on('data', relay);
  child.stderr.on('data', relay);
  child.on('exit', (code) => {
    console.log(`${prefix}exited (${code ?? 'signal'})`);
    stop();
  });
  return child;
});

function stop() {
  for (const child of children) if (child.exitCode === null) child.kill();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`Console (dev): http://localhost:${apps[0]?.port ?? 3000}/`);
