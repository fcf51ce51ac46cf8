import { existsSync } from 'node:fs';
import { run } from './run';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that work here as root with no network (see ../shared/notes/toolchain.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Browser downloads do not work here, so the e2e suite drives Debian's Chromium; install it
 * when missing (as root), or say how.
 */
export function ensureChromium(): void {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${chromiumPath} is missing: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`);
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (!run('apt-get', ['update', '-qq'], env) || !run('apt-get', ['install', '-y', '-qq', 'chromium'], env) || !existsSync(chromiumPath)) {
    throw new Error('Installing Chromium from Debian packages failed.');
  }
}
