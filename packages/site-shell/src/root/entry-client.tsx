import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import {
  applyCspNonceToInjectedStyles,
  CspNonceProvider,
  readCspNonce,
} from '@lumen/ui-kit/csp-nonce';

/** How long hydration waits for the largest picture before it goes ahead anyway. */
const LARGEST_PICTURE_WAIT_MS = 1000;

/**
 * How long hydration waits for a frame before it goes ahead anyway. A tab that is not shown
 * gets no frames (and has nothing to paint first). Chromium also holds a visible page's first
 * frames for a while at times: traces of Lighthouse runs on these machines showed no
 * animation frame for 1.3 s in half of the runs. A short fallback (it was 250 ms) then
 * hydrated before the first paint, and Lighthouse charged the whole hydration to FCP and LCP:
 * 1.8 s instead of 0.95 s (issue 9).
 */
const FRAME_WAIT_MS = 3000;

/** The next frame after the one being painted, or FRAME_WAIT_MS without frames. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, FRAME_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/**
 * The page's largest picture (the home hero, a product's picture), which the server marks
 * `fetchpriority="high"`, once it has loaded or failed; at once when there is none.
 */
function largestPictureSettled(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture || picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, LARGEST_PICTURE_WAIT_MS);
  });
}

/**
 * Hydrates once the server HTML has been painted, with its largest picture. The module
 * scripts arrive while the browser is still laying the page out; hydrating at once would hold
 * the first paint (and the hero's, the page's largest) behind a few hundred milliseconds of
 * script work on a slow phone: Lighthouse counted that as the hero's render delay (issue 9,
 * ADR 020). A frame after the picture has painted, hydration follows.
 */
function afterFirstPaint(callback: () => void) {
  void afterNextPaint().then(largestPictureSettled).then(afterNextPaint).then(callback);
}

/** The public apps' browser entry: each app's src/app/entry.client.tsx calls this once. */
export function hydrateAfterFirstPaint() {
  // The nonce the server rendered with, so hydration matches and later inline styles pass the policy.
  const nonce = readCspNonce();
  applyCspNonceToInjectedStyles(nonce);

  afterFirstPaint(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <CspNonceProvider nonce={nonce}>
            <HydratedRouter />
          </CspNonceProvider>
        </StrictMode>,
      );
    });
  });
}
