/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveDirectory } from './static-server';

let server: Server;
let port: number;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Console</title>');
  writeFileSync(path.join(dir, 'main.js'), 'console.log(1)');
  server = await serveDirectory(dir, 0);
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Raw paths (no URL normalisation), as a typed address or a hand-edited link sends them. */
function get(rawPath: string, accept = '*/*'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ port, path: rawPath, headers: { accept } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on('error', reject);
    call.end();
  });
}

const page = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

it('opens the console for a malformed address, and keeps serving', async () => {
  expect(await get('/apps/user/view/%E0%A4%A', page)).toEqual({ status: 200, body: expect.stringContaining('<title>Console</title>') });
  expect((await get('/%E0%A4%A')).status).toBe(400);
  expect(await get('/main.js')).toEqual({ status: 200, body: 'console.log(1)' });
});

it('opens the console for a page whose path has a dot; a missing file is still a 404', async () => {
  expect(await get('/apps/user/view/1.5', page)).toEqual({ status: 200, body: expect.stringContaining('<title>Console</title>') });
  expect(await get('/missing.js')).toEqual({ status: 404, body: 'Not found' });
  expect((await get('/apps/todo/important', page)).status).toBe(200);
});
