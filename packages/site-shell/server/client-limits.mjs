// What a public app's server allows a client: how long it may take to send a request, and a
// Host header it can read.
import { isWellFormedHost } from '@lumen/validation/host-header';

/**
 * Node's defaults (60 s for the headers, checked every 30 s) let a client that sends its
 * headers a byte at a time (slowloris) hold a connection for a minute and a half. The
 * request time covers form posts' bodies.
 */
export const CLIENT_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 60_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

/**
 * React Router builds each request's URL from the Host header, and throws (a 500) on one a
 * URL cannot hold: such a request is answered 400 before it gets there.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => void} next
 */
export function refuseMalformedHost(req, res, next) {
  if (isWellFormedHost(req.headers.host)) {
    next();
    return;
  }
  res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end('Bad request: the Host header is malformed');
}
