// The lines `npm run bench -- --only order` prints (load-order.ts measures them); apart so that
// Jest can test them without loading Playwright.
import type { LoadedResource } from './browser';

/** One cold load: when its list painted and the files it asked for (ms from navigation start). */
export interface LoadOrder {
  paintMs: number;
  resources: LoadedResource[];
}

/** One line per file asked for before the paint: asked at, answered at (ms from navigation), app, type, path. */
export function formatLoadOrder(order: LoadOrder, names: Map<string, string>): string[] {
  const before = order.resources.filter((resource) => resource.startMs < order.paintMs).sort((a, b) => a.startMs - b.startMs);
  const ms = (value: number) => String(Math.round(value)).padStart(6);
  return [
    `Cold /apps/todo, signed in (the median of the loads by paint): each file asked for before the list painted`,
    `${'asked'.padStart(6)} ${'done'.padStart(6)}  app            type      file`,
    ...before.map((resource) => {
      const url = new URL(resource.url);
      return `${ms(resource.startMs)} ${ms(resource.endMs)}  ${(names.get(url.origin) ?? url.origin).padEnd(14)} ${resource.type.padEnd(9)} ${url.pathname}`;
    }),
    `${ms(order.paintMs)}         the first task row is on screen`,
  ];
}
