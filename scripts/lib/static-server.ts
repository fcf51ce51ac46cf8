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

/** The path as text, or null when its percent-encoding is malformed ('%E0%A4%A'): decodeURIComponent throws then. */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** A navigation asks for HTML first; scripts, fetches and images do not. */
const opensPage = (accept: string | undefined) => /^text\/html\b/.test(accept ?? '');

/**
 * Serves one built app as it is deployed: files with CORS headers (remotes are fetched from
 * the shell's origin), gzip, long caching for hashed files, and index.html for any page opened
 * that is not a file, so deep links such as /apps/todo/important open the app.
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
    const asked = decodedPath(url.pathname);
    let file = asked === null ? '' : path.join(dir, path.normalize(asked).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      // A page the browser opens (a link, a typed address) is a client-side route, whatever it
      // looks like: /apps/user/view/1.5 or a malformed %E0%A4%A get the console's own "not found".
      // A missing asset (a script, a manifest) is a 404, or a 400 when its path cannot be read.
      if (!opensPage(request.headers.accept) && (asked === null || path.extname(url.pathname))) {
        response.writeHead(asked === null ? 400 : 404, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'text/plain' }).end(asked === null ? 'Bad request' : 'Not found');
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
