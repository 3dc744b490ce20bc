import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// jsdom lays nothing out: no ResizeObserver, no scrolling. Components that measure get inert
// stand-ins; what they measure is set per test.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Some files run in node (no DOM at all).
if (typeof Element !== 'undefined') {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}
