// Serves the console's static build: hashed assets cached for a year, every other path the
// single page (the router draws it), with the runtime configuration written into it and
// headers that keep it out of frames, caches and search engines.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** @param {string} apiUrl */
function securityHeaders(apiUrl) {
  return {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      `connect-src 'self' ${apiUrl}`,
      // Quote attachments are shown from blob: URLs made of authenticated downloads.
      `img-src 'self' data: blob:`,
      `frame-src blob:`,
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-robots-tag': 'noindex, nofollow',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/**
 * How long a client may take to send its request. It is a GET without a body, which a browser
 * sends in one packet; Node's defaults (60 s for the headers, checked every 30 s) would let a
 * client sending them a byte at a time hold a connection for a minute and a half.
 */
export const CLIENT_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 15_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

/**
 * @param {{ distDir: string, apiUrl: string, publicSiteUrl: string,
 *   clientTimeouts?: Partial<typeof CLIENT_TIMEOUTS> }} options
 * @returns {Promise<import('node:http').Server>}
 */
export async function createConsoleServer({ distDir, apiUrl, publicSiteUrl, clientTimeouts }) {
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  // JSON in a non-executed script element: read by src/config/env.ts, allowed by the CSP.
  const config = JSON.stringify({ apiUrl, publicSiteUrl }).replaceAll('<', '\\u003c');
  const page = template.replace(
    '<!--lumen-config-->',
    `<script type="application/json" id="lumen-config">${config}</script>`,
  );
  const headers = securityHeaders(apiUrl);
  const root = normalize(distDir + sep);

  return createServer({ ...CLIENT_TIMEOUTS, ...clientTimeouts }, async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', ...headers }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://console').pathname);
    } catch {
      res.writeHead(400, headers).end('Bad request');
      return;
    }
    const file = normalize(join(distDir, pathname));
    const isAsset = file.startsWith(root) && extname(file) !== '' && !file.endsWith('index.html');
    if (isAsset) {
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) {
        res.writeHead(200, {
          ...headers,
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'content-length': info.size,
          'cache-control': pathname.startsWith('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300',
        });
        if (req.method === 'HEAD') res.end();
        else createReadStream(file).pipe(res);
        return;
      }
      res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    // Every route is the one page; signed-in screens are never cached (Back after sign-out
    // must not show a stored copy).
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : page);
  });
}
