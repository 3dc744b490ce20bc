import { describe, expect, it } from 'vitest';
import { parseEnv } from '#src/config/env.ts';
import {
  EDITION_FORCED_COOKIE,
  pageCacheKey,
  pagePathOf,
  resolveVisitor,
} from '#src/lib/visitor.server.ts';

const env = parseEnv({});
const req = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe('resolveVisitor', () => {
  it("uses the edition's language and country when nothing is stored", () => {
    const v = resolveVisitor(req('http://localhost:3000/news', { host: 'au.localhost:3000' }), env);
    expect(v).toMatchObject({
      edition: 'au',
      locale: 'en-AU',
      countryId: 2,
      hasStoredPreference: false,
      setCookies: [],
    });
  });

  it('renders the stored language on every page of the UK edition, home included', () => {
    const cookie = 'lumen_language=fr-FR%3A3';
    const v = resolveVisitor(
      req('http://localhost:3000/', { host: 'localhost:3000', cookie }),
      env,
    );
    expect(v).toMatchObject({
      edition: 'uk',
      locale: 'fr-FR',
      language: 'fr',
      countryId: 3,
      setCookies: [],
    });
  });

  it('forces the French edition on its home page once a session, and stores it', () => {
    const cookie = 'lumen_language=en-GB:1';
    const home = resolveVisitor(
      req('http://fr.localhost:3000/', { host: 'fr.localhost:3000', cookie }),
      env,
    );
    expect(home).toMatchObject({ edition: 'fr', locale: 'fr-FR', countryId: 3 });
    expect(home.setCookies).toEqual([
      `${EDITION_FORCED_COOKIE}=fr; Path=/; SameSite=Lax`,
      expect.stringMatching(/^lumen_language=fr-FR%3A3; Path=\/; Max-Age=31536000; SameSite=Lax$/),
    ]);

    const other = resolveVisitor(
      req('http://fr.localhost:3000/faq', { host: 'fr.localhost:3000', cookie }),
      env,
    );
    expect(other).toMatchObject({ edition: 'fr', locale: 'en-GB', setCookies: [] });

    // Later in the same session the visitor's own choice stands, on the home page too.
    const again = resolveVisitor(
      req('http://fr.localhost:3000/', {
        host: 'fr.localhost:3000',
        cookie: `${cookie}; ${EDITION_FORCED_COOKIE}=fr`,
      }),
      env,
    );
    expect(again).toMatchObject({ locale: 'en-GB', countryId: 1, setCookies: [] });
  });

  it('treats a client-side navigation home like a document request', () => {
    const v = resolveVisitor(
      req('http://nz.localhost:3000/_root.data', { host: 'nz.localhost:3000' }),
      env,
    );
    expect(v.locale).toBe('en-NZ');
    expect(v.setCookies[0]).toMatch(/^lumen_edition_forced=nz;/);
    expect(pagePathOf(new URL('http://x/news/a.data'))).toBe('/news/a');
  });

  it('writes only the session marker when the forced edition is already stored', () => {
    const v = resolveVisitor(
      req('http://nz.localhost:3000/', {
        host: 'nz.localhost:3000',
        cookie: 'lumen_language=en-NZ:4',
      }),
      env,
    );
    expect(v.setCookies).toEqual([`${EDITION_FORCED_COOKIE}=nz; Path=/; SameSite=Lax`]);
  });
});

describe('pageCacheKey', () => {
  const key = (headers: Record<string, string>, url = '/products/downlights') =>
    pageCacheKey({ url, headers: { host: 'uk.localhost:3000', ...headers } });

  it('tells apart every input a page depends on', () => {
    const base = key({});
    expect(
      new Set([
        base,
        key({}, '/products/downlights?page=2'),
        key({ host: 'fr.localhost:3000' }),
        key({ cookie: 'lumen_language=fr-FR%7C3' }),
        key({ cookie: 'lumen_edition_forced=uk' }),
        key({ 'x-forwarded-proto': 'https' }),
        key({ 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
      ]).size,
    ).toBe(7);
  });

  it('ignores cookies no page reads, and keeps every value of a repeated one', () => {
    expect(key({ cookie: '_ga=GA1.2.3; lumen_language=en-GB%7C1' })).toBe(
      key({ cookie: 'lumen_language=en-GB%7C1' }),
    );
    expect(key({ cookie: 'lumen_language=x; lumen_language=fr-FR%7C3' })).not.toBe(
      key({ cookie: 'lumen_language=x' }),
    );
  });
});
