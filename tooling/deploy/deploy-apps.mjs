// `pnpm deploy:apps [--out DIR]`: builds the apps, then writes one self-contained folder per
// app (DIR/api, DIR/site, DIR/campaigns, DIR/gateway, DIR/admin; DIR is .deploy by default) with `pnpm deploy --prod`:
// the app's build and its production dependencies, no workspace, no pnpm, no tsx. Each
// starts with `node` and environment variables alone (README, "Deploying").
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureInstalled, root, runPnpm } from '../bootstrap/lib.mjs';

const APPS = [
  // The API seeds its content from content/ on every start (decision 018).
  { name: 'api', pkg: '@lumen/api', entry: 'dist/server.js', needs: ['content/menus'] },
  { name: 'site', pkg: '@lumen/site', entry: 'start.mjs' },
  { name: 'campaigns', pkg: '@lumen/campaigns', entry: 'start.mjs' },
  { name: 'gateway', pkg: '@lumen/gateway', entry: 'dist/server.js' },
  // Static files and a dependency-free Node server (its libraries are bundled at build time).
  { name: 'admin', pkg: '@lumen/admin', entry: 'server/start.mjs', needs: ['dist/index.html'] },
];

const { values: args } = parseArgs({
  options: { out: { type: 'string', default: join(root, '.deploy') } },
});
const out = resolve(args.out);

await ensureInstalled();
console.log('› Building the apps…');
await runPnpm([
  'turbo',
  'run',
  'build',
  ...APPS.map((a) => `--filter=${a.pkg}`),
  '--output-logs=errors-only',
]);

for (const app of APPS) {
  const dir = join(out, app.name);
  console.log(`› ${app.pkg} → ${dir}`);
  rmSync(dir, { recursive: true, force: true });
  // --legacy: pnpm 10's default deploy needs inject-workspace-packages, which would copy
  // workspace packages into every app's node_modules in development too. The apps bundle
  // their workspace packages at build time, so none is a production dependency anyway.
  await runPnpm(['--filter', app.pkg, '--prod', 'deploy', '--legacy', dir]);
  for (const path of [app.entry, ...(app.needs ?? [])])
    if (!existsSync(join(dir, path))) throw new Error(`${dir} has no ${path}`);
  if (existsSync(join(dir, 'node_modules', 'tsx')))
    throw new Error(`${dir} has tsx among its production dependencies`);
}

console.log(`\n✔ Deploy folders in ${out}:`);
for (const app of APPS)
  console.log(`  ${app.name.padEnd(10)} cd ${join(out, app.name)} && node ${app.entry}`);
