import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import {
  precompressAssets,
  reactRouterForTheBrowser,
  shellChunk,
} from '@lumen/site-shell/vite/plugins.mjs';

const shell = shellChunk();

export default defineConfig({
  // The app's own files (scripts, styles, favicon) live under /_campaigns/, a prefix the
  // gateway sends here, so they never collide with the site's /assets (docs/decisions/024).
  base: '/_campaigns/',
  plugins: [
    reactRouterForTheBrowser(),
    shell.plugin,
    tailwindcss(),
    reactRouter(),
    precompressAssets(),
  ],
  server: { port: 3003 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'shell', test: shell.test }] } },
        },
      },
    },
  },
});
