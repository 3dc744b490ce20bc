/**
 * How long the scripts wait for a frame before they load anyway. A tab that is not shown gets
 * no frames (and has nothing to paint first). Chromium also holds a visible page's first
 * frames for a while at times: traces of Lighthouse runs on these machines showed no animation
 * frame for 1.3 s in half of the runs (issue 9, ADR 020).
 */
export const FRAME_WAIT_MS = 3000;

/** How long the scripts wait for the page's largest picture before they load anyway. */
export const LARGEST_PICTURE_WAIT_MS = 1000;

/**
 * The page's scripts start once the server's HTML has painted with its largest picture (the
 * home hero, a product's picture: the `img[fetchpriority="high"]` the server marks), not while
 * the browser is still fetching what paints (ADR 020, session 17). Until then, on a slow
 * connection, 100 KB of scripts that hydration would not run before that paint anyway shared
 * the bandwidth with the stylesheet and the picture.
 *
 * It runs as an inline module at the end of the body, once the document is parsed, so it is
 * written for that: no imports, and nothing from outside but its arguments. The server sends
 * it (as its source text) in place of React Router's module script, with that script's source
 * and the module preloads taken out of the head (`modules-after-first-paint.server.ts`); it
 * then adds both with the page's nonce, which the policy's 'strict-dynamic' also trusts.
 */
export function startModulesAfterFirstPaint(
  preloads: string[],
  moduleSource: string,
  frameWaitMs: number,
  pictureWaitMs: number,
) {
  // A module has no `document.currentScript`; every script the server sent carries the nonce.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  /** Calls `next` once, on the first of `start`'s signals or after `ms`. */
  const once = (ms: number, next: () => void, start: (go: () => void) => void) => {
    let isDone = false;
    const go = () => {
      if (isDone) return;
      isDone = true;
      next();
    };
    setTimeout(go, ms);
    start(go);
  };
  const load = () => {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.nonce = nonce;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = moduleSource;
    document.body.append(script);
  };
  const afterLargestPicture = () => {
    const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (!picture || picture.complete) return load();
    once(pictureWaitMs, load, (go) => {
      picture.addEventListener('load', go, { once: true });
      picture.addEventListener('error', go, { once: true });
    });
  };
  // A frame has begun once its animation callbacks run; the timeout lets it paint first.
  once(frameWaitMs, afterLargestPicture, (go) => requestAnimationFrame(() => setTimeout(go, 0)));
}
