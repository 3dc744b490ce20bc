import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from './build.ts';

const apiRoot = resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.once('error', fail);
  });
}

/**
 * The production build as `npm start`, the e2e suite and a deploy folder run it: `node
 * dist/server.js`, no tsx, on a fresh embedded database. Issue 7 point 9: it must start from
 * compiled JavaScript, find its migrations, seed in a child process and rest under 300 MB.
 */
describe('production build (node dist/server.js)', () => {
  const cache = join(apiRoot, 'node_modules', '.cache');
  let outdir: string;
  let dataDir: string;
  let server: ChildProcess;
  let base: string;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    mkdirSync(cache, { recursive: true });
    // Inside apps/api, so the bundle's external packages resolve from its node_modules.
    outdir = mkdtempSync(join(cache, 'build-test-'));
    dataDir = mkdtempSync(join(tmpdir(), 'lumen-build-test-'));
    await buildApi(outdir);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // Only what a deployment sets: nothing from this test process (no tsx loader, no NODE_OPTIONS).
    server = spawn(process.execPath, [join(outdir, 'server.js')], {
      cwd: outdir,
      env: { PORT: String(port), DATA_DIR: dataDir, CATALOGUE_SIZE: '10', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffered = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const line of parts) {
        try {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          lines.push({ msg: line });
        }
      }
    });
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      const ok = await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 1_000) throw new Error('server did not become healthy');
      await sleep(200);
    }
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('bundles no tsx and keeps the SQL migrations beside the bundle', () => {
    for (const file of ['server.js', 'seed.js']) {
      expect(readFileSync(join(outdir, file), 'utf8')).not.toMatch(/from ["']tsx/);
    }
    expect(existsSync(join(outdir, 'migrations', '0001_core.sql'))).toBe(true);
  });

  it('migrates and seeds an empty database, then serves it', async () => {
    const res = await fetch(`${base}/products/listing`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mainCategory: 'downlights', size: 1 }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { products: unknown[] }).products).toHaveLength(1);
  });

  it('seeds in a child process, not in the server', () => {
    const pidOf = (msg: RegExp) => lines.find((l) => msg.test(String(l.msg)))?.pid;
    const seeder = pidOf(/^seeding content/);
    expect(seeder).toBeTypeOf('number');
    expect(pidOf(/^Server listening/)).toBe(server.pid);
    expect(seeder).not.toBe(server.pid);
  });

  it.runIf(process.platform === 'linux')('rests under 300 MB resident', async () => {
    await sleep(2_000);
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const rssMB = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]) / 1024;
    expect(rssMB).toBeGreaterThan(0);
    expect(rssMB).toBeLessThan(300);
  });
});
