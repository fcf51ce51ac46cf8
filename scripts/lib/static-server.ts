import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);
const hashed = /\.[0-9a-f]{8}\.(js|css|svg|png|woff2|webm)$/;

/**
 * Serves one built app as it is deployed: files with CORS headers (remotes are fetched from
 * the shell's origin), gzip, long caching for hashed files, and index.html for any other path
 * so deep links such as /apps/todo/important open the app.
 */
export function serveDirectory(dir: string, port: number): Promise<Server> {
  const gzipCache = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      // CORS preflight (a cross-origin request with headers): allow it; the files are public.
      response.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': String(request.headers['access-control-request-headers'] ?? '*'),
        'Access-Control-Max-Age': '600',
      });
      response.end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(dir, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      // A missing asset is a 404; any other path is a client-side route.
      if (path.extname(url.pathname)) {
        response.writeHead(404, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      file = path.join(dir, 'index.html');
    }
    const ext = path.extname(file);
    const headers: Record<string, string> = {
      'Access-Control-Allow-Origin': '*',
      'Content-Type': types[ext] ?? 'application/octet-stream',
      'Cache-Control': hashed.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (compressible.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
      // Keyed by mtime too, so a rebuild under a running server is picked up.
      const key = `${file}:${statSync(file).mtimeMs}`;
      let body = gzipCache.get(key);
      if (!body) {
        body = gzipSync(readFileSync(file));
        gzipCache.set(key, body);
      }
      response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(200, headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // All interfaces: Chromium may try ::1 or 127.0.0.1 for localhost and for mapped brand hosts.
    server.listen(port, () => resolve(server));
  });
}
