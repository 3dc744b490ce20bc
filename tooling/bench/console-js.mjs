// `pnpm --filter @lumen/bench console-js`: the staff console's JavaScript, gzip, from its
// production build: what the first screen loads (the entry and its preloads in index.html)
// and each chunk loaded later (a screen on first visit). Bytes, so no machine conditions.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..', '..');
const dist = join(root, 'apps', 'admin', 'dist');
execFileSync('pnpm', ['--filter', '@lumen/admin', 'run', 'build', '--logLevel', 'error'], {
  cwd: root,
  stdio: 'inherit',
});

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set(
  [...html.matchAll(/(?:src|href)="\/(assets\/[\w.-]+\.js)"/g)].map((m) => m[1]),
);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const files = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);
let initialBytes = 0;
console.log('Staff console JavaScript (gzip -9):');
for (const file of files.filter((f) => initial.has(f))) {
  initialBytes += gz(file);
  console.log(`  initial  ${kb(gz(file)).padStart(9)}  ${file}`);
}
for (const file of files.filter((f) => !initial.has(f)))
  console.log(`  on use   ${kb(gz(file)).padStart(9)}  ${file}`);
console.log(`Initial JS (every screen's first load): ${kb(initialBytes)}`);
