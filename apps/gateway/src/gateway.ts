import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { t } from '@lumen/i18n/messages';
import { isWellFormedHost } from '@lumen/validation/host-header';
import { GATEWAY_PAGE_CSP, gatewayPage } from './error-page.ts';
import { parseRequestTarget, upstreamUrl, type RequestTarget } from './request-target.ts';
import type { Upstream } from './routes.ts';
import {
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_HEADER,
  unavailablePage,
  unavailableText,
  visitorLocale,
  wantsPage,
  type EditionSettings,
} from './unavailable.ts';

export type GatewayOptions = {
  upstreams: Record<Exclude<Upstream, 'campaigns'>, string> & { campaigns?: string | undefined };
  timeoutMs?: number;
  /**
   * How long the site may take to give its "temporarily unavailable" page before the
   * gateway's own is served: the visitor is already waiting on an app that failed.
   */
  unavailablePageTimeoutMs?: number;
  /** The site's edition settings, for the language of the gateway's own pages. */
  editions?: EditionSettings;
  log?: (line: string) => void;
  /** How long a visitor may take to send a request: see CLIENT_TIMEOUTS. */
  clientTimeouts?: Partial<ClientTimeouts>;
};

export type ClientTimeouts = {
  /** From a request's first byte to the end of its headers. */
  headersMs: number;
  /** From its first byte to the end of its body (form posts pass through the gateway). */
  requestMs: number;
  /** An idle kept-alive connection between two requests. */
  keepAliveMs: number;
  /** How often Node looks for connections over the first two. */
  checkEveryMs: number;
};

/**
 * A client that sends its request a byte at a time (slowloris) holds a connection for as
 * long as these allow; Node's defaults (60 s for headers, checked every 30 s) let one hold it
 * for a minute and a half. A browser sends its headers in one packet.
 */
export const CLIENT_TIMEOUTS: ClientTimeouts = {
  headersMs: 10_000,
  requestMs: 60_000,
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
};

/** Larger answers from the site are not its unavailable page (~100 KB uncompressed). */
const MAX_UNAVAILABLE_PAGE_BYTES = 2 * 1024 * 1024;

/** Request headers that describe a body or a cached copy: the unavailable page has neither. */
const BODY_AND_CONDITIONAL = [
  'content-length',
  'content-type',
  'expect',
  'if-match',
  'if-none-match',
  'if-modified-since',
  'if-unmodified-since',
  'if-range',
  'range',
];

const OWN_PAGE_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': GATEWAY_PAGE_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

// RFC 9110 §7.6.1: connection-specific headers are not forwarded by intermediaries.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const listed = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !listed.has(name)) out[name] = value;
  }
  return out;
}

/**
 * A reverse proxy that sends each path to the app that owns it, as the CDN does in
 * production. Bodies stream both ways; the Host header is passed through unchanged (the site
 * picks the edition from it) and X-Forwarded-* say where the request came from.
 */
export function createGateway(opts: GatewayOptions): Server {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const pageTimeoutMs = opts.unavailablePageTimeoutMs ?? 3000;
  const editions = opts.editions ?? { defaultEdition: 'uk', origins: {} };
  const log = opts.log ?? (() => {});
  const httpAgent = new Agent({ keepAlive: true, maxSockets: 64 });
  const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 64 });
  const requestFor = (url: URL) =>
    url.protocol === 'https:'
      ? { send: httpsRequest, agent: httpsAgent }
      : { send: httpRequest, agent: httpAgent };

  /** What an upstream receives: the visitor's headers, less hop-by-hop ones, plus X-Forwarded-*. */
  const upstreamHeaders = (req: IncomingMessage, target: URL): IncomingHttpHeaders => {
    const headers = forwardable(req.headers);
    delete headers[UNAVAILABLE_HEADER];
    const clientIp = req.socket.remoteAddress ?? '';
    const prior = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = prior ? `${String(prior)}, ${clientIp}` : clientIp;
    headers['x-forwarded-host'] = req.headers.host ?? target.host;
    headers['x-forwarded-proto'] = 'http';
    if (!headers.host) headers.host = target.host;
    return headers;
  };

  // A target no browser sends (see request-target.ts): English, for whoever debugs it.
  const badRequest = (res: ServerResponse) => {
    res.writeHead(400, { 'content-type': 'text/html; charset=utf-8', ...OWN_PAGE_HEADERS });
    res.end(
      gatewayPage({
        locale: 'en-GB',
        status: 400,
        title: 'Bad request',
        message: 'This address is not valid on this website.',
        homeLinkLabel: t('en-GB', 'header.homeLink'),
        homeLabel: t('en-GB', 'errors.goToHome'),
      }),
    );
  };

  /**
   * Asks the site for its "temporarily unavailable" page for the visitor's address. Null when
   * it does not give one in time (it is down too, busy, or an older build that answers 404).
   */
  const fetchSitePage = (
    req: IncomingMessage,
    target: RequestTarget,
    upstream: Upstream,
  ): Promise<{ headers: IncomingHttpHeaders; body: Buffer } | null> =>
    new Promise((resolve) => {
      const url = upstreamUrl(opts.upstreams.site, target);
      if (!url) {
        resolve(null);
        return;
      }
      const headers = upstreamHeaders(req, url);
      for (const name of BODY_AND_CONDITIONAL) delete headers[name];
      headers[UNAVAILABLE_HEADER] = upstream;
      const { send, agent } = requestFor(url);
      const pageReq = send(url, { method: 'GET', headers, agent });
      const timer = setTimeout(() => pageReq.destroy(new Error('timed out')), pageTimeoutMs);
      const done = (page: { headers: IncomingHttpHeaders; body: Buffer } | null) => {
        clearTimeout(timer);
        resolve(page);
      };
      pageReq.on('response', (pageRes) => {
        const type = String(pageRes.headers['content-type'] ?? '');
        if (pageRes.statusCode !== 503 || !type.startsWith('text/html')) {
          pageRes.resume();
          done(null);
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        pageRes.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_UNAVAILABLE_PAGE_BYTES) pageReq.destroy();
          else chunks.push(chunk);
        });
        pageRes.on('end', () => done({ headers: pageRes.headers, body: Buffer.concat(chunks) }));
        // Destroyed mid-body (timer, size): 'close' without 'end'. A settled promise ignores it.
        pageRes.on('close', () => done(null));
      });
      pageReq.on('error', (err: NodeJS.ErrnoException) => {
        log(`unavailable page for ${req.url} -> site: ${err.code ?? err.message}`);
        done(null);
      });
      pageReq.end();
    });

  /**
   * The app that owns the path is not configured, refuses connections or does not answer in
   * time: 503 with Retry-After, as a page in the visitor's language for navigations (the
   * site's, with its header and footer, else the gateway's own) and as one line otherwise.
   */
  const unavailable = (
    req: IncomingMessage,
    res: ServerResponse,
    target: RequestTarget,
    upstream: Upstream,
  ) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (res.destroyed) return;
    // The body, if any, is not going anywhere; read it so the connection can be reused.
    req.unpipe();
    req.resume();
    const locale = visitorLocale(req.headers, editions);
    const isHead = req.method === 'HEAD';
    const retryAfter = String(RETRY_AFTER_SECONDS);

    if (!wantsPage(req.headers)) {
      res.writeHead(503, {
        'content-type': 'text/plain; charset=utf-8',
        'retry-after': retryAfter,
        ...OWN_PAGE_HEADERS,
      });
      res.end(isHead ? undefined : unavailableText(locale));
      return;
    }
    const sendOwnPage = () => {
      if (res.headersSent || res.destroyed) return;
      res.writeHead(503, {
        'content-type': 'text/html; charset=utf-8',
        'content-language': locale,
        'retry-after': retryAfter,
        ...OWN_PAGE_HEADERS,
      });
      res.end(isHead ? undefined : unavailablePage(locale, `${target.path}${target.search}`));
    };
    if (upstream === 'site') {
      sendOwnPage();
      return;
    }
    void fetchSitePage(req, target, upstream).then((page) => {
      if (!page) {
        sendOwnPage();
        return;
      }
      if (res.headersSent || res.destroyed) return;
      // The site's headers stay (its CSP carries the nonce of the page's scripts); the body is
      // passed on as the site encoded it.
      const headers = forwardable(page.headers);
      delete headers.etag;
      delete headers['last-modified'];
      res.writeHead(503, {
        ...headers,
        'content-length': String(page.body.length),
        'cache-control': 'no-store',
        'retry-after': retryAfter,
      });
      res.end(isHead ? undefined : page.body);
    });
  };

  const timeouts = { ...CLIENT_TIMEOUTS, ...opts.clientTimeouts };
  const serverOptions = {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  };
  const server = createServer(serverOptions, (req: IncomingMessage, res: ServerResponse) => {
    const parsed = parseRequestTarget(req.url ?? '');
    // The apps behind build the page's URL from the Host: one they cannot read is refused here.
    if (!parsed || !isWellFormedHost(req.headers.host)) {
      req.resume();
      badRequest(res);
      return;
    }
    const { upstream } = parsed;
    const base = opts.upstreams[upstream];
    if (!base) {
      log(`${req.method} ${req.url} -> ${upstream}: not configured`);
      unavailable(req, res, parsed, upstream);
      return;
    }
    const target = upstreamUrl(base, parsed);
    if (!target) {
      req.resume();
      badRequest(res);
      return;
    }

    const headers = upstreamHeaders(req, target);
    const { send: sendRequest, agent } = requestFor(target);
    // A kept-alive socket can be closed by the upstream (its keep-alive timeout) just as it is
    // reused: the request then fails with ECONNRESET before the upstream saw it. A request
    // without a body can safely be sent again once on a fresh socket (Node's http docs,
    // `request.reusedSocket`); one with a body has been partly consumed and cannot.
    const canRetry =
      (req.method === 'GET' || req.method === 'HEAD') && !req.headers['content-length'];
    const send = (isRetry: boolean) => {
      const upstreamReq = sendRequest(target, {
        method: req.method,
        headers,
        agent,
        timeout: timeoutMs,
      });

      upstreamReq.on('response', (upstreamRes) => {
        const outHeaders = forwardable(upstreamRes.headers);
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, outHeaders);
        upstreamRes.pipe(res);
        upstreamRes.on('error', () => res.destroy());
      });
      upstreamReq.on('timeout', () => {
        upstreamReq.destroy(Object.assign(new Error('upstream timed out'), { code: 'ETIMEDOUT' }));
      });
      upstreamReq.on('error', (err: NodeJS.ErrnoException) => {
        if (canRetry && !isRetry && upstreamReq.reusedSocket && err.code === 'ECONNRESET') {
          if (!res.headersSent && !res.destroyed) send(true);
          return;
        }
        log(`${req.method} ${req.url} -> ${upstream}: ${err.code ?? err.message}`);
        unavailable(req, res, parsed, upstream);
      });
      // A visitor who goes away mid-request should not keep the upstream busy.
      res.on('close', () => {
        if (!res.writableFinished) upstreamReq.destroy();
      });
      if (isRetry) upstreamReq.end();
      else req.pipe(upstreamReq);
    };
    send(false);
  });

  server.on('close', () => {
    httpAgent.destroy();
    httpsAgent.destroy();
  });
  return server;
}
