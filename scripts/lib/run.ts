import { spawnSync } from 'node:child_process';

/** Runs a command with inherited output; resolves to whether it exited 0. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}
