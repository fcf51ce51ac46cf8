import { readConsoleConfig } from '@console/auth';

/** How the in-page mock backend runs; read without loading miragejs (`@console/mirage/settings`). */
export interface MockSettings {
  /** false: no mock at all, every call goes to the network (the real API). */
  enabled: boolean;
  /** Rows for the volume domains (users, invoices, products, tasks); undefined = the default handful. */
  scale?: number;
  /** Milliseconds added to every mocked answer, for demonstrations. */
  latencyMs: number;
  /**
   * Keep changes in the browser (IndexedDB) across reloads and tabs. Off with the deployment's
   * `mockPersist: false`, `?mockPersist=off`, and for every `?mockScale` run (volume runs never
   * write thousands of rows to disk).
   */
  persist: boolean;
}

const defaults = { enabled: true, latencyMs: 0 };
const maxScale = 100_000;

function wholeNumber(value: unknown, max: number): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? Math.min(number, max) : undefined;
}

/**
 * The deployment's settings from the `<script id="console-config" type="application/json">`
 * block of index.html (editable without a rebuild), overridden by the page URL's
 * `?mock=off`, `?mockScale=N`, `?mockLatency=ms` and `?mockPersist=off` for demonstrations. Bad values are ignored.
 */
export function readMockSettings(doc: Document = document, href: string = window.location.href): MockSettings {
  const config = readConsoleConfig(doc);
  const params = new URL(href).searchParams;
  const mockParam = params.get('mock');
  const scale = wholeNumber(params.get('mockScale') ?? config.mockScale, maxScale);
  return {
    enabled: mockParam === 'off' ? false : mockParam === 'on' ? true : config.mockApi !== false,
    scale,
    latencyMs: wholeNumber(params.get('mockLatency') ?? config.mockLatencyMs, 10_000) ?? defaults.latencyMs,
    persist: scale === undefined && params.get('mockPersist') !== 'off' && config.mockPersist !== false,
  };
}
