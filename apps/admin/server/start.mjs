// Serves the console's production build (dist/) on PORT, 3001 by default.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnv } from './env.mjs';
import { createConsoleServer } from './serve-console.mjs';

const env = readEnv(process.env);
const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const server = await createConsoleServer({ distDir, ...env });
server.listen(env.port, env.host, () => {
  console.log(`Staff console on http://localhost:${env.port} (API ${env.apiUrl})`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
