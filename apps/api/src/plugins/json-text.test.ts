import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#src/testing/test-app.ts';
import { UNSTORABLE_TEXT_MESSAGE } from './errors.ts';
import { NUL_MESSAGE, nulField } from './json-text.ts';

/*
 * A NUL is never a 500: refused in any JSON body before a route runs, and, for text that
 * reaches the database some other way, PostgreSQL's refusal is the client's 400.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    routes: (app) => {
      // Routes without a schema that store what they are sent: what no check protects.
      app.post('/test/echo-text', async (req) => {
        const { text } = req.body as { text: unknown };
        const [row] = await app.db.query<{ v: string }>('SELECT $1::text AS v', [String(text)]);
        return { stored: row?.v };
      });
      app.get('/test/echo-query', async (req) => {
        const { v } = req.query as { v: string };
        return app.db.query('SELECT $1::text AS v', [v]);
      });
      app.get('/test/echo-json', async (req) => {
        const { v } = req.query as { v: string };
        return app.db.query('SELECT $1::jsonb AS v', [JSON.stringify({ v })]);
      });
    },
  });
});
afterAll(() => t.close());

describe('NUL in a JSON body', () => {
  it('finds the first NUL in a string or a key, wherever it is nested', () => {
    expect(nulField({ a: 'x', b: [{ c: 'y' }, { d: 'z\u0000' }] })).toBe('body.b.1.d');
    expect(nulField({ ['k\u0000']: 1 })).toBe('body.k\u0000');
    expect(nulField('plain\u0000')).toBe('body');
    expect(nulField({ a: 1, b: null, c: ['x', true] })).toBeUndefined();
  });

  it('answers 400 naming the field before a route without a schema stores it', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/test/echo-text',
      payload: { text: 'Anna' },
    });
    expect(ok.json()).toEqual({ stored: 'Anna' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/echo-text',
      headers: { 'content-type': 'application/json' },
      payload: '{"text":"An\\u0000na"}',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      message: NUL_MESSAGE,
      issues: [{ field: 'body.text', message: 'text.error.invalidCharacters' }],
    });
  });

  it('answers 400 for a NUL on the public forms, whatever field holds it', async () => {
    for (const url of [
      '/promotions/golden-ticket/golden-customer-entry',
      '/contact-messages',
      '/search-history',
      '/products/filter',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"anything":"x\\u0000"}',
      });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
    }
  });
});

describe('text the database cannot store', () => {
  it('is a 400, not a 500, as text and inside JSON', async () => {
    for (const url of ['/test/echo-query?v=An%00na', '/test/echo-json?v=An%00na']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json().message).toBe(UNSTORABLE_TEXT_MESSAGE);
    }
    const fine = await t.app.inject({ method: 'GET', url: '/test/echo-query?v=Anna' });
    expect(fine.statusCode).toBe(200);
  });
});
