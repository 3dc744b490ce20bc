import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

/**
 * The production build: dist/server.js, which `node` runs without tsx. npm dependencies stay
 * external (loaded from node_modules as published), so the bundle is only our own code.
 */
const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const external = Object.keys(pkg.dependencies).flatMap((name) => [name, `${name}/*`]);

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: { server: join(root, 'src/server.ts') },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  external,
  logLevel: 'warning',
});
console.log('built dist/server.js');
