import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '#src/testing/test-app.ts';
import { VisitorError } from './visitor-error.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    routes: (app) => {
      app.get('/visitor-error', async () => {
        throw new VisitorError(409, 'This serial number has already been entered.');
      });
      app.get('/plain-error', async () => {
        throw Object.assign(new Error('No such thing'), { statusCode: 404 });
      });
    },
  });
});
afterAll(() => t.close());

it('puts a visitor error’s words in error as well as message; other errors keep the reason', async () => {
  const visitor = await t.app.inject({ method: 'GET', url: '/visitor-error' });
  expect(visitor.statusCode).toBe(409);
  expect(visitor.json()).toEqual({
    statusCode: 409,
    error: 'This serial number has already been entered.',
    message: 'This serial number has already been entered.',
  });
  const plain = await t.app.inject({ method: 'GET', url: '/plain-error' });
  expect(plain.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No such thing' });
});
