import { defineConfig } from 'vitest/config';

// Unit and component tests run without the React Router Vite plugin (it only builds apps).
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
    // Component tests render <script> tags (the support chat) but must never fetch them.
    environmentOptions: {
      happyDOM: {
        settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
      },
    },
    setupFiles: ['src/testing/setup.ts'],
    // Above the findBy* timeout of src/testing/setup.ts: on-demand imports are slow under load.
    testTimeout: 20_000,
    maxWorkers: 2,
  },
});
