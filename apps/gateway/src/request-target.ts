import { upstreamFor, type Upstream } from './routes.ts';

export type RequestTarget = { upstream: Upstream; path: string; search: string };

/** A base that can never be a real host, so a target that changes the host is noticed. */
const PROBE_BASE = 'http://gateway.invalid';

/**
 * Reads a request target the way the upstream URL will be built from it, and refuses any
 * that could leave the fixed upstreams. Browsers only send origin-form targets (`/path?q`);
 * an absolute-form (`http://host/x`), a network-path (`//host/x`) or a backslash (`/\host/x`,
 * which URL parsers read as `//host/x`) would otherwise make the gateway fetch another
 * server and serve its answer, cookies and content type, on the site's own origin.
 *
 * Routing uses the normalised path, so `/media/../openapi.json` and `/media/%2e%2e/graphql`
 * are `/openapi.json` and `/graphql`: paths the site answers, not the API.
 */
export function parseRequestTarget(raw: string): RequestTarget | null {
  if (!raw.startsWith('/') || raw[1] === '/' || raw[1] === '\\') return null;
  const rawPath = raw.split('?', 1)[0] ?? '';
  if (rawPath.includes('\\')) return null;

  let url: URL;
  try {
    url = new URL(raw, PROBE_BASE);
  } catch {
    return null;
  }
  const { pathname: path, search } = url;
  if (url.origin !== PROBE_BASE || path.startsWith('//')) return null;

  const upstream = upstreamFor(path);
  // The API decodes its path parameters, so an encoded slash or dot segment
  // (`/media/..%2fopenapi.json`) would climb out of /media there; it has no use in a picture path.
  if (upstream === 'api' && !isPlainDecodedPath(path)) return null;
  return { upstream, path, search };
}

function isPlainDecodedPath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return !/[\\\0]/.test(decoded) && !decoded.split('/').some((s) => s === '..' || s === '.');
}

/**
 * The upstream URL for a parsed target: the fixed base's origin with the normalised path
 * appended, checked to still have that origin.
 */
export function upstreamUrl(base: string, target: RequestTarget): URL | null {
  const origin = new URL(base);
  const prefix = origin.pathname.replace(/\/+$/, '');
  const url = new URL(origin.origin);
  url.pathname = `${prefix}${target.path}`;
  url.search = target.search;
  return url.origin === origin.origin ? url : null;
}
