import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app.ts';
import { createTestDatabase } from '#src/testing/test-app.ts';
import { openDatabase, snapshotDatabase } from './client.ts';
import { migrate } from './migrate.ts';

const url = process.env.TEST_DATABASE_URL;

// PGlite runs the engine on the event loop's thread with no timer signals: it ignores
// statement_timeout (and pg_sleep blocks the whole process), so only the server is tested.
describe.skipIf(!url)('PostgreSQL statement timeout (needs TEST_DATABASE_URL)', () => {
  const open = (statementTimeoutMs: number) =>
    openDatabase({
      kind: 'postgres',
      url: url ?? '',
      schema: `t_${randomBytes(6).toString('hex')}`,
      max: 1, // one connection, so a lifted timeout would leak into the next query if not reset
      statementTimeoutMs,
    });

  it('the server cancels a query that runs past it', async () => {
    const db = await open(150);
    try {
      const started = Date.now();
      await expect(db.query('SELECT pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      await db.query('DROP SCHEMA IF EXISTS ' + (await schemaOf(db)) + ' CASCADE');
      await db.close();
    }
  });

  it('migrations and seeding run without it, and the pooled connection gets it back', async () => {
    const db = await open(150);
    try {
      await db.withoutStatementTimeout().query('SELECT pg_sleep(0.3)');
      await db.withoutStatementTimeout().exec('SELECT pg_sleep(0.3)');
      await expect(db.query('SELECT pg_sleep(0.3)')).rejects.toMatchObject({ code: '57014' });
    } finally {
      await db.query('DROP SCHEMA IF EXISTS ' + (await schemaOf(db)) + ' CASCADE');
      await db.close();
    }
  });

  it('a request whose query is cancelled is answered 503 with Retry-After', async () => {
    const db = await open(150);
    await migrate(db);
    const app = await buildApp({ db, dataDir: mkdtempSync(join(tmpdir(), 'lumen-api-test-')) });
    app.get('/test/slow', async () => db.query('SELECT pg_sleep(2)'));
    try {
      const res = await app.inject({ method: 'GET', url: '/test/slow' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The database took too long; try again shortly',
      });
    } finally {
      await db.query('DROP SCHEMA IF EXISTS ' + (await schemaOf(db)) + ' CASCADE');
      await app.close();
    }
  });
});

async function schemaOf(db: Awaited<ReturnType<typeof openDatabase>>): Promise<string> {
  const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  return row?.schema ?? 'missing';
}

describe('openDatabase (PGlite)', () => {
  it('keeps a small buffer cache: its pages stay resident in Wasm memory (ADR 013)', async () => {
    const db = await openDatabase({ kind: 'pglite' });
    try {
      const [row] = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(row?.shared_buffers).toBe('16MB');
    } finally {
      await db.close();
    }
  });
});

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.dispose());

describe('snapshotDatabase (PGlite)', () => {
  it("opens a new in-memory database with the copied one's tables and rows, apart from it", async () => {
    const first = await openDatabase({ kind: 'pglite' });
    await first.exec('CREATE TABLE copied (n int); INSERT INTO copied VALUES (7)');
    const snapshot = await snapshotDatabase(first);
    await first.close();
    const a = await openDatabase({ kind: 'pglite', snapshot });
    const b = await openDatabase({ kind: 'pglite', snapshot });
    await a.exec('INSERT INTO copied VALUES (8)');
    expect(await a.query('SELECT n FROM copied ORDER BY n')).toEqual([{ n: 7 }, { n: 8 }]);
    expect(await b.query('SELECT n FROM copied ORDER BY n')).toEqual([{ n: 7 }]);
    await Promise.all([a.close(), b.close()]);
  });
});

describe('database handle', () => {
  it('runs a prepared statement again and again, with new parameters each time', async () => {
    const text = 'SELECT $1::int * 2 AS doubled';
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
      expect(await db.query(text, [n], { prepare: true })).toEqual([{ doubled: n * 2 }]);
    }
    expect(await db.query(text, [21])).toEqual([{ doubled: 42 }]);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'turns JIT off on server connections (it costs tens of ms on millisecond queries)',
    async () => {
      expect(await db.query('SHOW jit')).toEqual([{ jit: 'off' }]);
    },
  );
});
