// The DOM matchers' types for this app's component tests; the shared test setup
// (@lumen/site-shell's src/testing/setup.ts) loads the matchers themselves.
import '@testing-library/jest-dom/vitest';
