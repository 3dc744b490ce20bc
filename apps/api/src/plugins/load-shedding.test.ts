import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#src/testing/test-app.ts';

/**
 * A tiny cap in front of a route that queries the real database and then waits for the test
 * to let it finish, so "the API is saturated" is a state the test holds, not a race.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let open: () => void = () => {};
let gateClosed = Promise.resolve();
const closeGate = () => {
  gateClosed = new Promise((resolve) => (open = resolve));
};

beforeAll(async () => {
  t = await createTestApp({
    app: { limits: { maxInFlight: 2, maxQueued: 1, queueTimeoutMs: 200, requestTimeoutMs: 700 } },
    routes: (app) => {
      app.get('/test/held', async () => {
        await app.db.query('SELECT 1');
        await gateClosed;
        return { ok: true };
      });
      app.post('/test/held', async () => {
        await app.db.query('SELECT 1');
        await gateClosed;
        return { ok: true };
      });
    },
  });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('in-flight cap', () => {
  it('answers 503 with Retry-After and the error body beyond the cap and its queue', async () => {
    closeGate();
    const started = Date.now();
    const five = Array.from({ length: 5 }, () => get('/test/held'));
    // Two run, one waits; the other two are refused at once, before any database work.
    await new Promise((r) => setTimeout(r, 50));
    expect([t.app.requestGate.active, t.app.requestGate.queued]).toEqual([2, 1]);
    open();
    const res = await Promise.all(five);
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 503, 503]);
    const refused = res.find((r) => r.statusCode === 503);
    expect(refused?.headers['retry-after']).toBe('1');
    expect(refused?.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The server is busy; try again shortly',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(t.app.requestGate.active).toBe(0);
  });

  it('refuses a request that waited longer than the queue timeout', async () => {
    closeGate();
    const held = [get('/test/held'), get('/test/held')];
    await new Promise((r) => setTimeout(r, 20)); // both hold their slots before the third comes
    expect(t.app.requestGate.active).toBe(2);
    const started = Date.now();
    const waiting = await get('/test/held');
    expect(waiting.statusCode).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    open();
    expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual([200, 200]);
  });

  it('still answers liveness and readiness while saturated', async () => {
    closeGate();
    const held = [get('/test/held'), get('/test/held'), get('/test/held')];
    await new Promise((r) => setTimeout(r, 20));
    expect(t.app.requestGate.queued).toBe(1);
    const started = Date.now();
    const live = await get('/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });
    expect((await get('/health/ready')).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(250);
    expect((await get('/health/live')).statusCode).toBe(200);
    open();
    await Promise.all(held);
  });
});

describe('request deadline', () => {
  it('answers 503 with Retry-After when a request with a body outlives it, and frees its slot', async () => {
    closeGate();
    const started = Date.now();
    const res = await t.app.inject({ method: 'POST', url: '/test/held', payload: { a: 1 } });
    const took = Date.now() - started;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    expect(took).toBeGreaterThanOrEqual(690);
    expect(took).toBeLessThan(1700);
    expect(t.app.requestGate.active).toBe(0);
    open();
  });
});

describe('event-loop lag', () => {
  // What long PGlite queries do to every request waiting in its socket.
  const block = async (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      /* blocked */
    }
    await new Promise((r) => setTimeout(r, 0)); // the overdue sampler runs first
  };

  it('does not shed after one slow query', async () => {
    const lagged = await createTestApp({
      app: { limits: { maxEventLoopDelayMs: 150 } },
      routes: (app) => app.get('/test/quick', async () => ({ ok: true })),
    });
    try {
      await block(500);
      expect((await lagged.app.inject({ method: 'GET', url: '/test/quick' })).statusCode).toBe(200);
    } finally {
      await lagged.close();
    }
  });

  it('sheds new requests while the loop stays blocked, but not liveness', async () => {
    const lagged = await createTestApp({
      app: { limits: { maxEventLoopDelayMs: 150 } },
      routes: (app) => app.get('/test/quick', async () => ({ ok: true })),
    });
    try {
      expect((await lagged.app.inject({ method: 'GET', url: '/test/quick' })).statusCode).toBe(200);
      await block(500);
      await block(500);
      const shed = await lagged.app.inject({ method: 'GET', url: '/test/quick' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('1');
      expect((await lagged.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(
        200,
      );
      // The next samples find the loop free again (polled: a busy machine may delay a timer).
      let status = 0;
      for (let i = 0; i < 30 && status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await lagged.app.inject({ method: 'GET', url: '/test/quick' })).statusCode;
      }
      expect(status).toBe(200);
    } finally {
      await lagged.close();
    }
  });
});
