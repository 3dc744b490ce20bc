import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_CONSOLE_HEADER } from '@lumen/validation';
import { createTestApp } from '#src/testing/test-app.ts';
import { withVaryOrigin } from './security.ts';

const SITE = 'http://localhost:3000';
const ADMIN = 'https://admin.lumen.example';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const graphql = { 'content-type': 'application/json' };

describe('Vary: Origin', () => {
  it('is on every response: ok, 404, errors, GraphQL, preflight, with or without Origin', async () => {
    const requests = [
      { method: 'GET', url: '/health' },
      { method: 'GET', url: '/nope' },
      { method: 'GET', url: '/products/autocomplete' },
      { method: 'POST', url: '/products/listing', headers: graphql, payload: '{' },
      { method: 'POST', url: '/graphql', headers: graphql, payload: '{"query":"{ locales }"}' },
      { method: 'POST', url: '/graphql', headers: graphql, payload: '{"query":"{ nope }"}' },
      { method: 'GET', url: '/openapi.json' },
    ] as const;
    for (const origin of [undefined, SITE, 'https://evil.example']) {
      for (const req of requests) {
        const res = await t.app.inject({
          ...req,
          headers: { ...('headers' in req ? req.headers : {}), ...(origin ? { origin } : {}) },
        });
        expect(res.headers.vary, `${req.method} ${req.url} from ${origin}`).toMatch(/\bOrigin\b/);
      }
    }
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: SITE, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers.vary).toBe('Origin');
  });

  it('is added to a Vary the response already has, once', () => {
    expect(withVaryOrigin(undefined)).toBe('Origin');
    expect(withVaryOrigin('Accept-Encoding')).toBe('Accept-Encoding, Origin');
    expect(withVaryOrigin(['Accept', 'origin'])).toBe('Accept, origin');
    expect(withVaryOrigin('*')).toBe('*');
  });
});

describe('CORS', () => {
  it('allows the site’s origins without credentials, on REST and GraphQL alike', async () => {
    for (const url of ['/health', '/graphql']) {
      const res = await t.app.inject({
        method: url === '/graphql' ? 'POST' : 'GET',
        url,
        headers: { origin: SITE, ...graphql },
        payload: url === '/graphql' ? '{"query":"{ locales }"}' : undefined,
      });
      expect(res.headers['access-control-allow-origin'], url).toBe(SITE);
      expect(res.headers['access-control-allow-credentials'], url).toBeUndefined();
    }
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/products/listing',
      headers: { origin: SITE, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers other origins nothing, on GraphQL too', async () => {
    for (const method of ['POST', 'OPTIONS'] as const) {
      const res = await t.app.inject({
        method,
        url: '/graphql',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          ...graphql,
        },
        payload: method === 'POST' ? '{"query":"{ locales }"}' : undefined,
      });
      expect(res.headers['access-control-allow-origin'], method).toBeUndefined();
      expect(res.headers['access-control-allow-credentials'], method).toBeUndefined();
    }
  });

  it('lets only the admin console (ADMIN_ORIGIN) send credentials', async () => {
    const withAdmin = await createTestApp({ app: { adminOrigin: ADMIN } });
    try {
      const admin = await withAdmin.app.inject({
        method: 'GET',
        url: '/health',
        headers: { origin: ADMIN },
      });
      expect(admin.headers['access-control-allow-origin']).toBe(ADMIN);
      expect(admin.headers['access-control-allow-credentials']).toBe('true');
      expect(admin.headers['access-control-expose-headers']).toBe('content-disposition');
      const site = await withAdmin.app.inject({
        method: 'GET',
        url: '/health',
        headers: { origin: SITE },
      });
      expect(site.headers['access-control-allow-origin']).toBe(SITE);
      expect(site.headers['access-control-allow-credentials']).toBeUndefined();
      expect(site.headers['access-control-expose-headers']).toBeUndefined();

      // The console's header may be sent by the console alone (a staff read needs it).
      const preflight = (origin: string) =>
        withAdmin.app.inject({
          method: 'OPTIONS',
          url: '/admin/staff',
          headers: {
            origin,
            'access-control-request-method': 'GET',
            'access-control-request-headers': STAFF_CONSOLE_HEADER.name,
          },
        });
      const fromAdmin = await preflight(ADMIN);
      expect(fromAdmin.statusCode).toBe(204);
      expect(fromAdmin.headers['access-control-allow-headers']).toContain(
        STAFF_CONSOLE_HEADER.name,
      );
      const fromSite = await preflight(SITE);
      expect(fromSite.headers['access-control-allow-headers']).not.toContain(
        STAFF_CONSOLE_HEADER.name,
      );
      expect(fromSite.headers['access-control-allow-credentials']).toBeUndefined();
      const fromElsewhere = await preflight('https://evil.example');
      expect(fromElsewhere.headers['access-control-allow-headers']).toBeUndefined();
    } finally {
      await withAdmin.close();
    }
  });
});
