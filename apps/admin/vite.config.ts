import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// A single-page app built to static files (dist/), served by server/start.mjs, which adds the
// runtime configuration (the API's address) to index.html: one build serves every environment.
export default defineConfig({
  plugins: [tailwindcss()],
  server: { port: 3001 },
  build: { outDir: 'dist', sourcemap: false },
});
