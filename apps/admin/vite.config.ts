import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// A single-page app built to static files (dist/), served by server/start.mjs, which adds the
// runtime configuration (the API's address) to index.html: one build serves every environment.
export default defineConfig({
  plugins: [tailwindcss()],
  server: { port: 3001 },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      // TanStack Query marks its modules "use client" for server components; a browser-only
      // bundle has no use for the directive, so the warning that it is dropped is noise.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
