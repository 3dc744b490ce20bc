import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql ships both .mjs and .js builds; pin one so libraries and our code share a single copy.
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // Each file seeds its own database; PGlite start-up and seeding dominate, so give them room.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
