import { defineConfig } from 'vitest/config';

// Unit and component tests run without the React Router Vite plugin (it only builds apps).
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    maxWorkers: 2,
  },
});
