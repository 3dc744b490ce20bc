/**
 * pnpm --filter @lumen/api memory-probe — resident memory of the compiled API at rest.
 *
 * Starts `node dist/server.js` (build first) on a fresh embedded database in a temporary
 * folder, waits for /health, lets it settle, and reads the process's memory from /proc
 * (Linux): RSS, its anonymous and file-backed parts, and the resident part of PGlite's
 * WebAssembly memory (its one anonymous mapping of 128 MiB or more). It then sends some
 * traffic (listings, GraphQL, thumbnails) and reads again, stops the server, and starts it a
 * second time on the same folder, which skips the seed. A benchmark, not a test: it prints
 * figures and never fails on them.
 *
 *   --port=4150   --settle=5 (seconds)   --starts=2   --requests=600
 *   --database-url=postgres://…   measure against a PostgreSQL server instead of PGlite
 *   --entry=path/to/server.js     another build (a .ts entry runs under tsx, from its package)
 *   --env=MALLOC_ARENA_MAX=2,…    extra variables for the server (it gets nothing else)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const args = new Map(
  process.argv.slice(2).flatMap((a) => {
    const m = /^--([^=]+)=(.*)$/.exec(a);
    return m ? [[m[1], m[2]] as [string, string]] : [];
  }),
);
const port = Number(args.get('port') ?? 4150);
const settleMs = Number(args.get('settle') ?? 5) * 1000;
const starts = Number(args.get('starts') ?? 2);
const requests = Number(args.get('requests') ?? 600);
const databaseUrl = args.get('database-url');
const extraEnv = Object.fromEntries(
  (args.get('env') ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=', 2) as [string, string]),
);
const entry = resolve(args.get('entry') ?? resolve(import.meta.dirname, '../../dist/server.js'));
// A TypeScript entry (another checkout's src/server.ts, to compare) runs the way it used to: under tsx.
const nodeArgs = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
const base = `http://127.0.0.1:${port}`;
const mb = (kb: number) => Math.round(kb / 1024);

type Reading = { rss: number; anon: number; file: number; wasm: number; peak: number };

/** RSS from /proc/<pid>/status, and the resident part of PGlite's Wasm memory from /proc/<pid>/smaps. */
function read(pid: number): Reading {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  let wasm = 0;
  let size = 0;
  for (const block of readFileSync(`/proc/${pid}/smaps`, 'utf8').split(/\n(?=[0-9a-f]+-)/)) {
    // PGlite's Wasm memory is one anonymous read-write mapping of 128 MiB or more; V8's heap
    // pages and malloc's arenas are all far smaller.
    const header = block.slice(0, block.indexOf('\n'));
    if (!/^\S+ rw-p 00000000 00:00 0\s*$/.test(header)) continue;
    const s = Number(/^Size:\s+(\d+)/m.exec(block)?.[1] ?? 0);
    if (s >= 128 * 1024 && s > size) {
      size = s;
      wasm = Number(/^Rss:\s+(\d+)/m.exec(block)?.[1] ?? 0);
    }
  }
  return {
    rss: mb(kb('VmRSS')),
    anon: mb(kb('RssAnon')),
    file: mb(kb('RssFile')),
    wasm: mb(wasm),
    peak: mb(kb('VmHWM')),
  };
}

async function waitForHealth(child: ChildProcess, ms = 600_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('server did not become healthy');
}

type Listing = {
  products: {
    productId: number;
    tradeProducts: { media: { languages: { filename: string }[] }[] }[];
  }[];
};

/**
 * Traffic as pages cause it, four requests at a time: listings, a GraphQL menu query and
 * thumbnails of distinct pictures (each one a new render, like a visitor paging a catalogue).
 */
async function traffic(n: number): Promise<void> {
  const post = (url: string, body: object) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const pictures: string[] = [];
  for (const mainCategory of ['downlights', 'panels', 'linear']) {
    const { products } = (await (
      await post('/products/listing', { mainCategory, size: 100 })
    ).json()) as Listing;
    for (const p of products)
      for (const t of p.tradeProducts)
        for (const m of t.media) pictures.push(`/thumb/${p.productId}/${m.languages[0]?.filename}`);
  }
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < n; i = next++) {
      const res =
        i % 3 === 0
          ? await post('/products/listing', { mainCategory: 'downlights', page: i % 10, size: 24 })
          : i % 3 === 1
            ? await post('/graphql', {
                query: '{ menus(locale: "en-GB") { menuName sub_menus { id } } }',
              })
            : await fetch(`${base}${pictures[i % pictures.length]}?width=300&height=300`);
      await res.arrayBuffer();
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

const dataDir = mkdtempSync(join(tmpdir(), 'lumen-memory-'));
console.log(
  `memory probe: ${entry} on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, data in ${dataDir}`,
);
console.log(
  'start        | ready s | RSS MB | anon | file | Wasm | peak | after traffic RSS | Wasm',
);
try {
  for (let i = 1; i <= starts; i++) {
    const child = spawn(process.execPath, [...nodeArgs, entry], {
      cwd: resolve(entry, '../..'),
      // Only what the probe sets, so the figures do not depend on the caller's environment.
      env: {
        ...extraEnv,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    try {
      const readyMs = await waitForHealth(child);
      await sleep(settleMs);
      const rest = read(child.pid!);
      await traffic(requests);
      await sleep(settleMs);
      const used = read(child.pid!);
      console.log(
        [
          (i === 1 ? 'first (seed)' : 'restart').padEnd(12),
          (readyMs / 1000).toFixed(1).padStart(7),
          String(rest.rss).padStart(6),
          String(rest.anon).padStart(4),
          String(rest.file).padStart(4),
          String(rest.wasm).padStart(4),
          String(rest.peak).padStart(4),
          String(used.rss).padStart(17),
          String(used.wasm).padStart(4),
        ].join(' | '),
      );
    } finally {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
