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
import { gatewayErrorPage } from './error-page.ts';
import { parseRequestTarget, upstreamUrl } from './request-target.ts';
import type { Upstream } from './routes.ts';

export type GatewayOptions = {
  upstreams: Record<Exclude<Upstream, 'campaigns'>, string> & { campaigns?: string | undefined };
  timeoutMs?: number;
  log?: (line: string) => void;
};

const APP_NAMES: Record<Upstream, string> = {
  site: 'website',
  campaigns: 'campaigns app',
  api: 'API',
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
  const log = opts.log ?? (() => {});
  const httpAgent = new Agent({ keepAlive: true, maxSockets: 64 });
  const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 64 });

  const fail = (res: ServerResponse, status: number, title: string, message: string) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The page is self-contained: one inline style, no script, never framed.
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    res.end(gatewayErrorPage(status, title, message));
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const parsed = parseRequestTarget(req.url ?? '');
    const upstream = parsed?.upstream ?? 'site';
    const base = opts.upstreams[upstream];
    if (parsed && !base) {
      req.resume();
      fail(
        res,
        502,
        'Campaigns are not available',
        'The campaigns app is not configured on this server (set CAMPAIGNS_URL), so this page cannot be shown.',
      );
      return;
    }
    const target = parsed && base ? upstreamUrl(base, parsed) : null;
    if (!target) {
      req.resume();
      fail(res, 400, 'Bad request', 'This address is not valid on this website.');
      return;
    }

    const headers = forwardable(req.headers);
    const clientIp = req.socket.remoteAddress ?? '';
    const prior = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = prior ? `${String(prior)}, ${clientIp}` : clientIp;
    headers['x-forwarded-host'] = req.headers.host ?? target.host;
    headers['x-forwarded-proto'] = 'http';
    if (!headers.host) headers.host = target.host;

    const isHttps = target.protocol === 'https:';
    // A kept-alive socket can be closed by the upstream (its keep-alive timeout) just as it is
    // reused: the request then fails with ECONNRESET before the upstream saw it. A request
    // without a body can safely be sent again once on a fresh socket (Node's http docs,
    // `request.reusedSocket`); one with a body has been partly consumed and cannot.
    const canRetry =
      (req.method === 'GET' || req.method === 'HEAD') && !req.headers['content-length'];
    const send = (isRetry: boolean) => {
      const upstreamReq = (isHttps ? httpsRequest : httpRequest)(target, {
        method: req.method,
        headers,
        agent: isHttps ? httpsAgent : httpAgent,
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
        const name = APP_NAMES[upstream];
        if (err.code === 'ETIMEDOUT') {
          fail(
            res,
            504,
            'Gateway timeout',
            `The ${name} took too long to answer. Please try again.`,
          );
        } else {
          fail(
            res,
            502,
            'Bad gateway',
            `The ${name} is not reachable at the moment. Please try again shortly.`,
          );
        }
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
