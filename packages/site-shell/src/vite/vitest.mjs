// Plain JavaScript, like plugins.mjs: Vitest loads an app's config without transpiling this
// package. Types are in vitest.d.mts.
import { fileURLToPath } from 'node:url';

/**
 * The public apps' unit and component test options (site and campaigns): their tests render
 * the shell's components with the same setup file and the same limits. They run without the
 * React Router Vite plugin, which only builds apps.
 */
export const publicAppTestOptions = {
  include: ['src/**/*.test.{ts,tsx}'],
  environment: 'node',
  // Component tests render <script> tags (the support chat) but must never fetch them.
  environmentOptions: {
    happyDOM: {
      settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
    },
  },
  // The shared test setup lives with the shell's testing helpers.
  setupFiles: [fileURLToPath(new URL('../testing/setup.ts', import.meta.url))],
  // Above the findBy* timeout of src/testing/setup.ts: on-demand imports are slow under load.
  testTimeout: 20_000,
  maxWorkers: 2,
};
