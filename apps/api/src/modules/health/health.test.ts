import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationNames, pendingMigrations } from '#src/db/migrate.ts';
import { createTestApp } from '#src/testing/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ app: { limits: { requestTimeoutMs: 800 } } });
});
afterAll(() => t.close());

describe('GET /health (readiness)', () => {
  it('answers ok and names the database engine, on /health and /health/ready', async () => {
    for (const url of ['/health', '/health/ready']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'ok',
        database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      });
    }
  });

  it('is 503 with Retry-After while a migration this build ships is not applied', async () => {
    const last = migrationNames().at(-1) ?? '';
    await t.db.query('DELETE FROM schema_migrations WHERE name = $1', [last]);
    try {
      expect(await pendingMigrations(t.db)).toEqual([last]);
      for (const url of ['/health', '/health/ready']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['retry-after']).toBe('1');
        expect(res.json()).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          message: `Database migrations pending: ${last}`,
        });
      }
      expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await t.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });

  it('is 503 when the database is closed, while liveness still answers', async () => {
    const other = await createTestApp();
    await other.db.dispose();
    const ready = await other.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().message).toBe('The database is unreachable');
    const live = await other.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    await other.app.close();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'PostgreSQL only: liveness answers at once while the database is blocked; readiness times out',
    async () => {
      // Another session holds an exclusive lock on the table readiness reads: the database is
      // up but every query on it waits, as under a long migration or a lock pile-up.
      const [{ schema } = { schema: '' }] = await t.db.query<{ schema: string }>(
        'SELECT current_schema() AS schema',
      );
      const blocker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await blocker.connect();
      try {
        await blocker.query('BEGIN');
        await blocker.query(`LOCK TABLE ${schema}.schema_migrations IN ACCESS EXCLUSIVE MODE`);
        const ready = t.app.inject({ method: 'GET', url: '/health/ready' });
        const started = Date.now();
        for (let i = 0; i < 5; i++) {
          expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
        }
        expect(Date.now() - started).toBeLessThan(250);
        const res = await ready;
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('1');
      } finally {
        await blocker.query('ROLLBACK');
        await blocker.end();
      }
    },
  );
});

describe('GET /health/live', () => {
  it('answers without the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers CORS only for configured origins', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const other = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('unknown routes', () => {
  it('is a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No route for GET /nope',
    });
  });
});

describe('GET /openapi.json', () => {
  it('documents the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/health', '/health/live', '/health/ready']) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/health/ready'].get.responses['503']).toBeDefined();
  });
});
