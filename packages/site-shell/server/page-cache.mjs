// A short-lived cache of rendered pages in front of React Router (issue 7, decision 021).
//
// A page is the same for every visitor who sends the same request inputs (edition host, path
// and query, language cookie, …: `keyOf` names them), so a popular page rendered ~20 ms of
// CPU for each visitor is rendered once per `ttlMs` instead. Requests that arrive while their
// page is being rendered wait for that render rather than starting their own (coalescing),
// which is what keeps a burst of visitors on one page from queueing for seconds. Once a page
// has been kept, its next render is done by one visitor while the others get the answer that
// just expired (`desc=stale`), so a popular page never makes a crowd wait.
//
// What is kept is only what is the same for everyone: 200 HTML answers without Set-Cookie or
// `Cache-Control: no-store/private`. Each page's Content-Security-Policy nonce must be unique
// to its response, so the render's nonce is cut out of the body and the headers and every
// answer from the cache gets a fresh one. Compression runs after this middleware, per answer.
// Express/Node middleware; static files are served before it.
import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { onResponseDone } from './response-done.mjs';

const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=_-]{16,})'/;
/** Headers that belong to one transfer, not to the page. */
const PER_TRANSFER = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'server-timing',
]);

/**
 * @param {{ ttlMs: number, maxBytes: number, keyOf: (req) => string | undefined,
 *           now?: () => number }} options
 */
export function pageCache({ ttlMs, maxBytes, keyOf, now = Date.now }) {
  /** key → { status, headers: [name, string[] parts][], body: string[] parts, bytes, expires } */
  const entries = new Map();
  /** key → Promise<entry | undefined> of the render in progress */
  const rendering = new Map();
  let bytes = 0;
  const stats = { hits: 0, stale: 0, coalesced: 0, misses: 0 };

  const drop = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const store = (key, entry) => {
    if (entry.bytes > maxBytes / 2) return; // one page never takes over the cache
    drop(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    // Map order is insertion order, and a hit re-inserts its entry: the first is the least
    // recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  /** Marks an entry as the most recently used (a Map iterates in insertion order). */
  const touch = (key, entry) => {
    entries.delete(key);
    entries.set(key, entry);
  };

  const middleware = (req, res, next) => {
    if (ttlMs <= 0 || req.method !== 'GET') return next();
    const key = keyOf(req);
    if (key === undefined) return next();

    const hit = entries.get(key);
    const at = now();
    const pending = rendering.get(key);
    if (hit && hit.expires > at) {
      touch(key, hit);
      stats.hits += 1;
      return serve(res, hit, 'hit');
    }
    // While one request renders the page again, the others get the answer that just expired
    // rather than wait for that render (seconds under a flood): at most twice the lifetime old.
    if (hit && pending && at - hit.expires < ttlMs) {
      touch(key, hit);
      stats.stale += 1;
      return serve(res, hit, 'stale');
    }
    if (hit && at - hit.expires >= ttlMs) drop(key);

    if (pending) {
      stats.coalesced += 1;
      // The first request's render answers this one too; if it gave nothing to keep (an
      // error, a redirect, a client that left), this request renders for itself.
      pending.then((entry) => (entry ? serve(res, entry, 'coalesced') : next()));
      return;
    }

    stats.misses += 1;
    let settle;
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    capture(req, res, (entry) => {
      rendering.delete(key);
      if (entry) store(key, { ...entry, expires: now() + ttlMs });
      settle(entry);
    });
    next();
  };
  middleware.stats = () => ({ ...stats, entries: entries.size, bytes });
  return middleware;
}

/** Copies what the page writes; calls `done` with an entry when it may be kept, else nothing. */
function capture(req, res, done) {
  const chunks = [];
  const write = res.write;
  const end = res.end;
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? Buffer.from(chunk)
        : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'),
    );
  };
  res.write = function (chunk, encoding, cb) {
    keep(chunk, encoding);
    return write.call(this, chunk, encoding, cb);
  };
  res.end = function (chunk, encoding, cb) {
    keep(chunk, encoding);
    return end.call(this, chunk, encoding, cb);
  };
  // Kept only when the whole page was sent: a response cut short is not a page.
  onResponseDone(req, res, () => done(res.writableFinished ? entryOf(res, chunks) : undefined));
}

function entryOf(res, chunks) {
  const type = String(res.getHeader('content-type') ?? '').toLowerCase();
  const cacheControl = String(res.getHeader('cache-control') ?? '').toLowerCase();
  if (
    res.statusCode !== 200 ||
    !type.startsWith('text/html') ||
    res.hasHeader('set-cookie') ||
    /no-store|private/.test(cacheControl)
  )
    return undefined;
  const html = Buffer.concat(chunks).toString('utf8');
  const nonce = NONCE_IN_POLICY.exec(String(res.getHeader('content-security-policy') ?? ''))?.[1];
  const cut = (text) => (nonce ? text.split(nonce) : [text]);
  const headers = Object.entries(res.getHeaders())
    .filter(([name]) => !PER_TRANSFER.has(name))
    .map(([name, value]) => [name, Array.isArray(value) ? value.map(cut) : cut(String(value))]);
  return { status: res.statusCode, headers, body: cut(html), bytes: Buffer.byteLength(html) * 2 };
}

function serve(res, entry, how) {
  if (res.destroyed || res.headersSent) return;
  // 128 random bits, as the render's own nonce (security-headers.server.ts).
  const nonce = randomBytes(16).toString('base64');
  const paste = (parts) => parts.join(nonce);
  res.statusCode = entry.status;
  for (const [name, value] of entry.headers)
    res.setHeader(name, Array.isArray(value[0]) ? value.map(paste) : paste(value));
  res.setHeader('server-timing', `page-cache;desc=${how}`);
  res.end(paste(entry.body));
}
