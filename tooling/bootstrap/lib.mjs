// Bootstrap helpers for `npm start` and `npm test`. They run before any dependency is
// installed, so they use nothing but Node's standard library.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const PNPM_VERSION = JSON.parse(
  readFileSync(join(root, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

/** pnpm on PATH when it is the right major, otherwise the pinned version through npx (npm is all a fresh machine has). */
export function pnpm() {
  const probe = spawnSync('pnpm', ['--version'], {
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  if (probe.status === 0 && probe.stdout.trim().split('.')[0] === PNPM_VERSION.split('.')[0])
    return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

export function runPnpm(args, opts) {
  const [cmd, ...pre] = pnpm();
  return run(cmd, [...pre, ...args], opts);
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const lock = join(root, 'pnpm-lock.yaml');
  const marker = join(root, 'node_modules', '.lumen-install');
  const want = existsSync(lock)
    ? createHash('sha256').update(readFileSync(lock)).digest('hex')
    : 'none';
  if (existsSync(marker) && readFileSync(marker, 'utf8') === want) return;
  console.log('› Installing dependencies (pnpm install)…');
  await runPnpm(['install', ...(existsSync(lock) ? ['--frozen-lockfile'] : [])], {
    env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' },
  });
  writeFileSync(marker, want);
}

const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/**
 * Finds a Chromium for the e2e tests, installing one when none is present: Debian's package
 * when we are root with apt-get (CI), otherwise Playwright's own build.
 */
export async function ensureChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const found = CHROMIUM_CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
    console.log('› Installing Chromium with apt-get…');
    await run('apt-get', ['update']);
    await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.log("› Installing Playwright's Chromium…");
  await runPnpm(['--filter', '@lumen/e2e', 'exec', 'playwright', 'install', 'chromium']);
  return undefined; // Playwright finds its own build.
}
