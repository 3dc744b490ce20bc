// Serves the production build with react-router-serve (compression, immutable assets) on
// PORT, 3002 by default: the gateway owns 3000. The server build is imported first so an
// invalid configuration stops the start with config/env.ts's message instead of a stack trace.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const buildPath = join(here, 'build', 'server', 'index.js');

process.env.PORT ??= '3002';
process.env.NODE_ENV ??= 'production';

try {
  await import(pathToFileURL(buildPath).href);
} catch (err) {
  const message = err instanceof Error ? err.message : String(err);
  console.error(
    err?.code === 'ERR_MODULE_NOT_FOUND'
      ? `No production build at ${buildPath}: run "pnpm build" first.`
      : message,
  );
  process.exit(1);
}

const require = createRequire(import.meta.url);
const serveBin = join(dirname(require.resolve('@react-router/serve/package.json')), 'bin.js');
process.argv = [process.argv[0], serveBin, buildPath];
await import(pathToFileURL(serveBin).href);
