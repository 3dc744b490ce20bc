import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { CspNonceProvider } from '@lumen/ui-kit/csp-nonce';
import { getEnv } from '#src/config/env.ts';
import { cspNonceContext } from '#src/lib/security-headers.server.ts';
import { modulesAfterFirstPaint } from './modules-after-first-paint.server.ts';

// The public apps' server entry: each app's src/app/entry.server.tsx re-exports this module.
// server/start-app.mjs serves the static files before React Router, and takes their headers
// from here, and the page cache's key and its settings (decision 021).
export { HASHED_ASSET_HEADERS, STATIC_FILE_HEADERS } from '#src/lib/security-headers.server.ts';
export { pageCacheKey } from '#src/lib/visitor.server.ts';
export const serverOptions = () => getEnv().server;

// Validate the configuration when the server build is loaded, so a bad deployment stops at
// start with the list of what is wrong rather than failing on the first request.
getEnv();

export const streamTimeout = 10_000;

/**
 * Streams HTML to browsers as soon as the shell is ready; crawlers (and the SEO checks) get
 * the whole document at once, so titles, canonical and hreflang links are all in it.
 * Every inline script and style is rendered with the nonce of this response's
 * Content-Security-Policy (the root middleware makes both).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
    const readyEvent = waitForAll ? 'onAllReady' : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceProvider>,
      {
        nonce: { script: nonce, style: nonce },
        // React moves a finished Suspense boundary to the end of the stream (shown by an
        // inline script) once the page before it passes this many bytes; the header alone
        // does. The islands (lazy-island.tsx) are such boundaries and are above the fold:
        // they must be in place in the HTML, painted without JavaScript (ADR 020).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyEvent]() {
          shellRendered = true;
          const body = modulesAfterFirstPaint();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it they reach onShellError.
          if (shellRendered) console.error(error);
        },
      },
    );

    setTimeout(abort, streamTimeout + 1000);
  });
}
