// `npm run bench -- --only order`: when a cold signed-in /apps/todo asks for each file and when
// it arrives, against the moment the list paints (docs/benchmark.md, "The order of a cold todo
// load"). Read from the page's own Resource Timing entries: no tracing, so no tracing overhead.
import type { Browser } from '@playwright/test';
import { coldLoad, demoSession, todoPainted } from './browser';
import type { LoadOrder } from './load-order-format';

/** `runs` cold todo loads; returns the one whose paint is their median. */
export async function measureLoadOrder(browser: Browser, origin: string, runs = 5): Promise<LoadOrder> {
  const session = await demoSession(browser, origin);
  const loads: LoadOrder[] = [];
  for (let run = 0; run < runs; run += 1) {
    const load = await coldLoad(browser, `${origin}/apps/todo`, todoPainted, session, { resources: true });
    loads.push({ paintMs: load.todoListMs ?? NaN, resources: load.resources ?? [] });
  }
  loads.sort((a, b) => a.paintMs - b.paintMs);
  const median = loads[Math.floor(loads.length / 2)];
  if (!median) throw new Error('No load to report.');
  return median;
}

/** Which app a URL comes from: the shell's origin, else the remote whose manifest shares its origin. */
export async function originNames(origin: string): Promise<Map<string, string>> {
  const names = new Map([[new URL(origin).origin, 'shell']]);
  const listing = (await (await fetch(`${origin}/remotes.json`)).json()) as Record<string, string>;
  for (const [id, manifest] of Object.entries(listing)) names.set(new URL(manifest, origin).origin, id);
  return names;
}
