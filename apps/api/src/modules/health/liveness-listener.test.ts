import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { startLivenessListener, type LivenessListener } from './liveness-listener.ts';

let listener: LivenessListener | undefined;
afterEach(async () => {
  await listener?.close();
  listener = undefined;
});

/** Blocks this thread (the "main loop") for `ms`, as a runaway computation would. */
function block(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

type Probe = { fireAt(epochMs: number): void; answer: Promise<{ status: number; at: number }> };

/**
 * A probe in another process (this thread will be blocked): it starts, says so, then asks for
 * `url` at the time it is given, and reports the status and when the answer came (epoch ms).
 */
async function startProbe(url: string): Promise<Probe> {
  const script = `process.stdout.write('ready\\n');
process.stdin.once('data', (d) => setTimeout(async () => {
  const r = await fetch(${JSON.stringify(url)});
  await r.text();
  process.stdout.write(JSON.stringify({ status: r.status, at: Date.now() }));
  process.exit(0);
}, Number(String(d)) - Date.now()));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  const ready = new Promise<void>((resolve) =>
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.startsWith('ready\n')) resolve();
    }),
  );
  const answer = new Promise<{ status: number; at: number }>((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.slice('ready\n'.length)) as { status: number; at: number })
        : reject(new Error(`probe exited ${code}`)),
    ),
  );
  await ready;
  return { fireAt: (epochMs) => child.stdin.write(`${epochMs}\n`), answer };
}

describe('liveness listener (its own thread and port)', () => {
  it('answers GET /health/live with the main port’s body, and nothing else', async () => {
    listener = await startLivenessListener({ host: '127.0.0.1', port: 0, maxStallMs: 5000 });
    const base = `http://127.0.0.1:${listener.port}`;
    const live = await fetch(`${base}/health/live`);
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(await live.json()).toMatchObject({ status: 'ok', uptimeSeconds: expect.any(Number) });
    const other = await fetch(`${base}/products/listing`, { method: 'POST', body: '{}' });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers at once while the main thread is busy, and 503 once it has been stuck too long', async () => {
    listener = await startLivenessListener({ host: '127.0.0.1', port: 0, maxStallMs: 3000 });
    const url = `http://127.0.0.1:${listener.port}/health/live`;
    // This thread is blocked for 6 s: the first probe asks 0.5 s in (busy, not yet stuck),
    // the second 5 s in (stuck past 3 s). Wide margins: on a loaded CI machine a probe thread
    // can itself be scheduled a second late.
    const [early, late] = await Promise.all([startProbe(url), startProbe(url)]);
    const blockedAt = Date.now();
    early.fireAt(blockedAt + 500);
    late.fireAt(blockedAt + 5000);
    block(6000);
    const unblockedAt = Date.now();
    const [busy, stuck] = await Promise.all([early.answer, late.answer]);
    expect(busy.status).toBe(200);
    expect(busy.at).toBeLessThan(unblockedAt); // answered while this thread was blocked
    expect(stuck.status).toBe(503);
    expect(stuck.at).toBeLessThan(unblockedAt);
    expect(stuck.at - blockedAt).toBeGreaterThan(3000);
    // The loop turns again: healthy once it has stamped its heartbeat (a busy machine may
    // take a few turns).
    await expect.poll(async () => (await fetch(url)).status, { timeout: 5000 }).toBe(200);
  }, 30_000);

  it('fails to start, without a stray thread, when its port is taken', async () => {
    listener = await startLivenessListener({ host: '127.0.0.1', port: 0, maxStallMs: 5000 });
    await expect(
      startLivenessListener({ host: '127.0.0.1', port: listener.port, maxStallMs: 5000 }),
    ).rejects.toThrow(/EADDRINUSE/);
  });
});
