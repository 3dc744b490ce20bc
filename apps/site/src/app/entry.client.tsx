import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * Hydrates once the server HTML has been painted. The module scripts arrive while the
 * browser is still laying the page out; hydrating at once would hold the first paint (the
 * hero) behind a few hundred milliseconds of script work on a slow phone. A frame later the
 * visitor already sees the page, and hydration follows within the same frame budget.
 */
function afterFirstPaint(callback: () => void) {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

afterFirstPaint(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
