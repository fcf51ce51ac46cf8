import { readMockSettings } from './settings';

function page(config: string | null) {
  document.body.innerHTML = config === null ? '' : `<script id="console-config" type="application/json">${config}</script>`;
  return document;
}

describe('readMockSettings', () => {
  it('defaults to the mock on, default seed, no latency', () => {
    expect(readMockSettings(page(null), 'http://localhost/')).toEqual({ enabled: true, scale: undefined, latencyMs: 0, persist: true });
  });

  it('reads the deployment config from index.html', () => {
    const settings = readMockSettings(page('{"mockApi": false, "mockScale": 500, "mockLatencyMs": 400}'), 'http://localhost/');
    expect(settings).toEqual({ enabled: false, scale: 500, latencyMs: 400, persist: false });
  });

  it('lets the URL override it for demonstrations', () => {
    expect(readMockSettings(page('{"mockApi": false}'), 'http://localhost/?mock=on&mockScale=10000&mockLatency=250')).toEqual({
      enabled: true,
      scale: 10000,
      latencyMs: 250,
      persist: false,
    });
    expect(readMockSettings(page(null), 'http://localhost/apps/todo?mock=off').enabled).toBe(false);
  });

  it('keeps changes in the browser unless the deployment, the URL or a volume run says not to', () => {
    expect(readMockSettings(page('{"mockPersist": false}'), 'http://localhost/').persist).toBe(false);
    expect(readMockSettings(page(null), 'http://localhost/?mockPersist=off').persist).toBe(false);
    expect(readMockSettings(page(null), 'http://localhost/?mockScale=10000').persist).toBe(false);
    expect(readMockSettings(page('{"mockPersist": true}'), 'http://localhost/').persist).toBe(true);
  });

  it('ignores bad values and invalid JSON instead of failing', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readMockSettings(page('{not json'), 'http://localhost/?mockScale=-3&mockLatency=abc')).toEqual({
      enabled: true,
      scale: undefined,
      latencyMs: 0,
      persist: true,
    });
    expect(readMockSettings(page('[1,2]'), 'http://localhost/?mockScale=99999999').scale).toBe(100_000);
  });
});
