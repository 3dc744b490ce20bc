// Serves the campaigns app's production build on PORT, 3003 by default (the gateway owns 3000
// and sends it /goldenticket…, /express-leaderboard and /_campaigns…), with the public apps'
// one server (@lumen/site-shell/server/start-app.mjs).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPublicApp } from '@lumen/site-shell/server/start-app.mjs';

await startPublicApp({
  appDir: dirname(fileURLToPath(import.meta.url)),
  name: 'campaigns',
  defaultPort: 3003,
});
