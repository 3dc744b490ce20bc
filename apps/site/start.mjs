// Serves the site's production build on PORT, 3002 by default (the gateway owns 3000), with
// the public apps' one server (@lumen/site-shell/server/start-app.mjs).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPublicApp } from '@lumen/site-shell/server/start-app.mjs';

await startPublicApp({
  appDir: dirname(fileURLToPath(import.meta.url)),
  name: 'site',
  defaultPort: 3002,
});
