import { randomBytes } from 'node:crypto';
import { createContext, type MiddlewareFunction } from 'react-router';
import { VIDEO_EMBED_ORIGIN } from '@lumen/ui-kit/media';
import { CATALOGUE_FRAME_ORIGIN } from '@lumen/validation/publications';
import { VISITOR_TOUR_ORIGIN } from '#src/config/site.ts';
import type { SiteEnv } from '#src/config/env.ts';
import { requestScopeOf } from '#src/lib/request-scope.server.ts';

/*
 * The site's security headers, built in this one place (ADR 010). Pages get a
 * Content-Security-Policy with a fresh nonce per response; every response of the app gets
 * nosniff and a referrer policy, and HSTS when the visitor reached it over HTTPS. Static
 * files are served before React Router sees the request (start.mjs): they get
 * STATIC_FILE_HEADERS.
 */

/** 128 random bits, base64: CSP asks for at least 128 bits that an attacker cannot guess. */
export function createCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/** What the policy depends on: the origins the configuration names. */
export type CspConfig = Pick<SiteEnv, 'publicApiUrl' | 'supportChatScriptUrl'> & {
  marketingForms: Pick<SiteEnv['marketingForms'], 'scriptUrl'>;
};

const originOf = (url: string | undefined): string[] => (url ? [new URL(url).origin] : []);

/**
 * The page policy. Scripts run only with this response's nonce; 'strict-dynamic' passes the
 * trust on to the scripts those load (route modules, the marketing-form script the page
 * inserts). The external form and chat origins are named too, for browsers without
 * 'strict-dynamic' (CSP level 2), where 'self' also lets the site's own modules load; CSP 3
 * browsers ignore both once 'strict-dynamic' is present.
 *
 * Style elements need the nonce too; style attributes cannot carry one, and the pages set a
 * few (aspect ratio, tile colours), so `style-src-attr` allows inline attributes only.
 */
export function contentSecurityPolicy(
  config: CspConfig,
  nonce: string,
  contentFrameOrigins: readonly string[] = [],
): string {
  const external = [
    ...new Set([
      ...originOf(config.marketingForms.scriptUrl),
      ...originOf(config.supportChatScriptUrl),
    ]),
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...external],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'style-src-attr': ["'unsafe-inline'"],
    // Pictures come from /media and /thumb on this origin; placeholders are data: SVGs.
    'img-src': ["'self'", 'data:'],
    // The browser asks the public API for autocomplete and search results.
    'connect-src': ["'self'", ...new Set(originOf(config.publicApiUrl))],
    // Product videos play in the video host's player; the savings calculator (/vegas/) is
    // this site's own page, a catalogue may be read in its hosted flipbook, and the visitor
    // centre frames its tour. A page whose content names a frame (the energy saving
    // calculator) adds that origin for its own response only (allowContentFrame).
    'frame-src': [
      ...new Set([
        VIDEO_EMBED_ORIGIN,
        "'self'",
        CATALOGUE_FRAME_ORIGIN,
        VISITOR_TOUR_ORIGIN,
        ...contentFrameOrigins,
      ]),
    ],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** One year; subdomains are left out because other hosts under the domain are not ours. */
export const HSTS_VALUE = 'max-age=31536000';

/** Headers every response of the app and every static file carries. */
export const STATIC_FILE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Headers of the build's hashed files (scripts, stylesheets, fonts), which are cached for a
 * year: nosniff alone. Referrer-Policy is left off: on a script it has no effect, and on a
 * stylesheet (whose policy governs its url() requests) the browser's default is the same
 * value. Each header is sent with every one of the 20 to 30 files a page loads (issue 9).
 */
export const HASHED_ASSET_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Whether the visitor's connection was HTTPS. TLS ends at the CDN (or the gateway), so the
 * request the app sees is plain HTTP: the CDN's X-Forwarded-Proto tells, and where a CDN does
 * not send it, an edition whose public origin is https is only ever reached over HTTPS (the
 * same rule the Secure cookie flag follows). A browser ignores HSTS received over plain HTTP,
 * so a wrong "yes" cannot pin a host that has no certificate.
 */
export function isHttpsRequest(request: Request, publicOrigin: string): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return (
    forwarded === 'https' ||
    new URL(request.url).protocol === 'https:' ||
    publicOrigin.startsWith('https:')
  );
}

export type SecurityHeaderOptions = {
  isHttps: boolean;
  /** The response's nonce when it is an HTML page; other responses get no policy. */
  nonce?: string | undefined;
  /** Frame origins this page's content names (allowContentFrame). */
  contentFrameOrigins?: readonly string[];
};

/** The security headers of one response. */
export function securityHeaders(
  config: CspConfig,
  { isHttps, nonce, contentFrameOrigins }: SecurityHeaderOptions,
): Record<string, string> {
  const headers: Record<string, string> = { ...STATIC_FILE_HEADERS };
  if (isHttps) headers['Strict-Transport-Security'] = HSTS_VALUE;
  if (nonce !== undefined) {
    headers['Content-Security-Policy'] = contentSecurityPolicy(config, nonce, contentFrameOrigins);
    // frame-ancestors says the same; this is for browsers that predate it.
    headers['X-Frame-Options'] = 'DENY';
  }
  return headers;
}

/** The response's nonce, for entry.server.tsx to hand to React and React Router. */
export const cspNonceContext = createContext<string>();

/** Frame origins the loaders of this request allowed (allowContentFrame). */
const contentFrameOriginsContext = createContext<Set<string>>();

/**
 * Lets this response's page frame `origin`, an address that comes from content (decision 025:
 * the energy saving calculator's `frameOrigin`), so the allowance follows the content instead
 * of a second copy in code. Only a bare http(s) origin is taken: anything else (a path, a
 * space or `;` that would add a directive) is refused, and the frame then stays blocked.
 */
export function allowContentFrame(
  context: { get: (c: typeof contentFrameOriginsContext) => Set<string> },
  origin: string,
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) return false;
  context.get(contentFrameOriginsContext).add(parsed.origin);
  return true;
}

const isHtml = (response: Response) =>
  (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');

/**
 * Root middleware, after the request scope: makes the nonce the page will be rendered with,
 * then puts the headers on whatever response the route gives (page, data, resource, error).
 */
export const securityHeadersMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const nonce = createCspNonce();
  context.set(cspNonceContext, nonce);
  const contentFrameOrigins = new Set<string>();
  context.set(contentFrameOriginsContext, contentFrameOrigins);
  const response = await next();
  const { env, visitor } = requestScopeOf(context);
  const headers = securityHeaders(env, {
    isHttps: isHttpsRequest(request, env.editionOrigins[visitor.edition]),
    nonce: isHtml(response) ? nonce : undefined,
    contentFrameOrigins: [...contentFrameOrigins],
  });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
};
