export type RouteJs = {
  /** The route's path pattern, e.g. "/products/:category". */
  route: string;
  /** React Router's route id, e.g. "app/routes/product-listing". */
  id: string;
  /** JS files loaded before the page is interactive. */
  files: number;
  /** Those files, as the manifest names them ("/assets/...", relative to the client dir). */
  scripts: string[];
  /** Their gzip size in bytes. */
  jsGzip: number;
  /** Bytes the server sends: the build's Brotli copy of each script, else its gzip size. */
  jsSent: number;
  /** The route chain's stylesheets, gzip bytes. */
  cssGzip: number;
};
/**
 * Initial JS per leaf page route of a client build (`apps/site/build/client`); `base` is the
 * app's Vite base when it is not `/` (`/_campaigns/`).
 */
export function jsPerRoute(clientDir: string, options?: { base?: string }): RouteJs[];
