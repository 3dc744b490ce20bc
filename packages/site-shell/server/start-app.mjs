// Serves a public app's production build (site or campaigns) on PORT: what
// react-router-serve does (compression, immutable hashed assets, request log), plus the
// security headers on the static files, which that server cannot add, a page cache and a
// render gate. The server build is imported first so an invalid configuration stops the start
// with config/env.ts's message instead of a stack trace.
import { createServer } from 'node:http';
import { join, posix, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants as zlib } from 'node:zlib';
import { CLIENT_TIMEOUTS, refuseMalformedHost } from './client-limits.mjs';
import { pageCache } from './page-cache.mjs';
import { listPrecompressed, precompressed } from './precompressed.mjs';
import { listPublicPaths, onlyPublicFiles } from './public-files.mjs';
import { renderGate } from './render-gate.mjs';

/**
 * @param {{ appDir: string, name: string, defaultPort: number }} app the app's folder (holding
 *   `build/`), its name for the log, and its port when PORT is unset.
 */
export async function startPublicApp({ appDir, name, defaultPort }) {
  const buildPath = join(appDir, 'build', 'server', 'index.js');
  process.env.NODE_ENV ??= 'production';
  const port = Number(process.env.PORT ?? defaultPort);

  let build;
  try {
    build = await import(pathToFileURL(buildPath).href);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.error(
      err?.code === 'ERR_MODULE_NOT_FOUND'
        ? `No production build at ${buildPath}: run "pnpm build" first.`
        : message,
    );
    process.exit(1);
  }

  const { createRequestHandler } = await import('@react-router/express');
  const { default: express } = await import('express');
  const { default: compression } = await import('compression');
  const { default: morgan } = await import('morgan');

  // One header set for pages and files: src/lib/security-headers.server.ts, via the app's
  // entry.server (src/root/entry-server.tsx).
  const {
    STATIC_FILE_HEADERS: staticHeaders,
    HASHED_ASSET_HEADERS: assetHeaders,
    pageCacheKey,
    serverOptions,
  } = build.entry.module;
  if (!staticHeaders || !assetHeaders || !pageCacheKey || !serverOptions)
    throw new Error(
      'The server build does not export STATIC_FILE_HEADERS, HASHED_ASSET_HEADERS, pageCacheKey and serverOptions.',
    );
  // config/env.ts validated these when the build loaded.
  const { pageCacheMs, pageCacheMaxBytes, maxConcurrentRenders } = serverOptions();
  const headerSetter = (headers) => (res) => {
    for (const [header, value] of Object.entries(headers)) res.setHeader(header, value);
  };
  const setHeaders = headerSetter(staticHeaders);

  // The build names its client folder relative to the app folder (`build/client`).
  const clientDir = resolve(appDir, build.assetsBuildDirectory);
  const app = express();
  app.disable('x-powered-by');
  app.use(refuseMalformedHost);
  // Brotli (every browser asks for it) at the middleware's quality 4, with a 256 KB window
  // instead of 4 MB: pages are ~130 KB, so the output is byte-identical, and each response
  // no longer sets up the large window (issue 7: ~5.5 to ~4.2 ms of CPU per listing page).
  app.use(
    compression({
      brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: 18 } },
    }),
  );
  // Hashed file names: cached for a year, sent as their build-time Brotli copy where the
  // browser accepts it (precompressed.mjs). Then the other public files (favicon, robots).
  // A hashed file never changes under its name, so it needs no validator (ETag,
  // Last-Modified) and no byte ranges: those headers were about a tenth of every small
  // script's bytes (issue 9).
  const assetsDir = join(clientDir, 'assets');
  app.use(
    posix.join(build.publicPath, 'assets'),
    precompressed(listPrecompressed(assetsDir)),
    express.static(assetsDir, {
      immutable: true,
      maxAge: '1y',
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders: headerSetter(assetHeaders),
    }),
  );
  app.use(
    build.publicPath,
    onlyPublicFiles(
      listPublicPaths(clientDir, ['/assets']),
      express.static(clientDir, { maxAge: '1h', setHeaders }),
    ),
  );
  app.use(morgan('tiny'));
  // A page rendered for one visitor answers the same request from others for a few seconds,
  // and requests for a page being rendered wait for it (page-cache.mjs): before the gate, as
  // those answers cost no render.
  app.use(pageCache({ ttlMs: pageCacheMs, maxBytes: pageCacheMaxBytes, keyOf: pageCacheKey }));
  // Renders at once before new page requests are refused with 503 (render-gate.mjs).
  app.use(renderGate({ maxRenders: maxConcurrentRenders, setHeaders }));
  // Mounted with use(), not all('*'): Express decodes a route's '*' parameter and answers a
  // malformed percent-encoding (/products/%E0%A4%A) with its bare 'Bad Request' page. React
  // Router matches such a path as written, so the visitor gets the app's styled 404 page.
  app.use(createRequestHandler({ build, mode: process.env.NODE_ENV }));

  const onListen = () => console.log(`[${name}] http://localhost:${port}`);
  const server = createServer(CLIENT_TIMEOUTS, app);
  if (process.env.HOST) server.listen(port, process.env.HOST, onListen);
  else server.listen(port, onListen);
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => server.close(console.error));
  }
}
