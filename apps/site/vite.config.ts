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
  plugins: [
    reactRouterForTheBrowser(),
    shell.plugin,
    tailwindcss(),
    reactRouter(),
    precompressAssets(),
  ],
  server: { port: 3002 },
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
