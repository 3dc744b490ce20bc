import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.mjs'],
    testTimeout: 20_000,
  },
});
