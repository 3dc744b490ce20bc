import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import {
  applyCspNonceToInjectedStyles,
  CspNonceProvider,
  readCspNonce,
} from '@lumen/ui-kit/csp-nonce';

/**
 * Hydrates once the server HTML has been painted. The module scripts arrive while the
 * browser is still laying the page out; hydrating at once would hold the first paint (the
 * hero) behind a few hundred milliseconds of script work on a slow phone. A frame later the
 * visitor already sees the page, and hydration follows within the same frame budget.
 */
function afterFirstPaint(callback: () => void) {
  let hasRun = false;
  const run = () => {
    if (hasRun) return;
    hasRun = true;
    callback();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  // A page opened in a background tab gets no animation frames until it is shown.
  setTimeout(run, 250);
}

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
