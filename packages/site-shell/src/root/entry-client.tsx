import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import {
  applyCspNonceToInjectedStyles,
  CspNonceProvider,
  readCspNonce,
} from '@lumen/ui-kit/csp-nonce';
import { FRAME_WAIT_MS } from './modules-after-first-paint.ts';

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

/** The public apps' browser entry: each app's src/app/entry.client.tsx calls this once. */
export function hydrateAfterFirstPaint() {
  // The nonce the server rendered with, so hydration matches and later inline styles pass the policy.
  const nonce = readCspNonce();
  applyCspNonceToInjectedStyles(nonce);

  // The scripts started once the page had painted with its largest picture
  // (modules-after-first-paint.ts). From the browser's cache they can be here before that
  // picture's own frame: hydrating a frame later keeps its paint ahead of the hydration task,
  // which Lighthouse counted as the hero's render delay (issue 9, ADR 020).
  void afterNextPaint().then(() => {
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
