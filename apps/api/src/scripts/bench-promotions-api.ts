/**
 * The API side of pnpm bench:promotions, in a process of its own so the CPU it spends per
 * entry is measured apart from the load generator's (bench-promotions.ts forks it). Opens the
 * bench schema, listens on a free port of 127.0.0.1, tells the parent the port over IPC, and
 * closes when the parent says so.
 *
 *   bench-promotions-api.ts <database url> <schema> <pool size>
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '#src/app.ts';
import { openDatabase } from '#src/db/client.ts';

const [url, schema, pool] = process.argv.slice(2);
if (!url || !schema || !pool || !process.send) {
  console.error('bench-promotions-api: forked by bench-promotions.ts with <url> <schema> <pool>');
  process.exit(2);
}

const db = await openDatabase({ kind: 'postgres', url, schema, max: Number(pool) });
const dataDir = mkdtempSync(join(tmpdir(), 'lumen-bench-promotions-'));
const app = await buildApp({
  db,
  dataDir,
  // The gateway is the one proxy: each request's X-Forwarded-For is its client.
  trustProxy: { hops: 1, addresses: ['loopback'] },
  limits: { maxInFlight: 64, maxQueued: 256 },
});
await app.listen({ host: '127.0.0.1', port: 0 });

process.on('message', (message) => {
  if (message !== 'close') return;
  // Closing the app closes the database (closeDatabase defaults to true).
  void app.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.disconnect?.();
  });
});
process.send({ port: (app.server.address() as AddressInfo).port });
