import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.mjs'],
    setupFiles: ['./src/testing/setup.ts'],
    testTimeout: 20_000,
  },
});
