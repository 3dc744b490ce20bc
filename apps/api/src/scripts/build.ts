import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

/**
 * The production build: ESM bundles dist/server.js, dist/seed.js and dist/staff.js, which `node`
 * runs without tsx (the server runs the seed in a child process, server.ts; staff.js is the
 * staff account command).
 *
 * Workspace packages (@lumen/validation, @lumen/i18n) export TypeScript source, so they are
 * bundled in; every npm dependency stays external and is loaded from node_modules as
 * published (sharp's native binary, PGlite's WASM and data files, pg's optional native
 * binding, graphql's single CommonJS copy). The SQL migrations are copied beside the bundles,
 * where migrate.ts looks for them (`import.meta.dirname/migrations`).
 */
const root = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const external = Object.keys(pkg.dependencies)
  .filter((name) => !pkg.dependencies[name]!.startsWith('workspace:'))
  // Deep imports (e.g. @electric-sql/pglite/contrib/pg_trgm) are external with their package.
  .flatMap((name) => [name, `${name}/*`]);

/** Builds into `outdir` (emptied first); it must be inside apps/api so node_modules resolve. */
export async function buildApi(outdir: string): Promise<number> {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: {
      server: join(root, 'src/server.ts'),
      seed: join(root, 'src/scripts/seed.ts'),
      // The staff command, for a deploy folder that has no tsx (README "Deploying").
      staff: join(root, 'src/scripts/staff.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    external,
    logLevel: 'warning',
    metafile: true,
  });
  cpSync(join(root, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
  return Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bytes = await buildApi(join(root, 'dist'));
  console.log(
    `built dist/server.js, dist/seed.js, dist/staff.js (${Math.round(bytes / 1024)} KB with source maps)`,
  );
}
