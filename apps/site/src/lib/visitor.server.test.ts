import { describe, expect, it } from 'vitest';
import { parseEnv } from '#src/config/env.ts';
import { resolveVisitor } from './visitor.server.ts';

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
    const cookie = 'lumen_lang=fr-FR; lumen_country=3';
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

  it('forces the French edition on its home page and stores it', () => {
    const cookie = 'lumen_lang=en-GB; lumen_country=1';
    const home = resolveVisitor(
      req('http://fr.localhost:3000/', { host: 'fr.localhost:3000', cookie }),
      env,
    );
    expect(home).toMatchObject({ edition: 'fr', locale: 'fr-FR', countryId: 3 });
    expect(home.setCookies).toHaveLength(2);
    expect(home.setCookies[0]).toMatch(/^lumen_lang=fr-FR;/);

    const other = resolveVisitor(
      req('http://fr.localhost:3000/faq', { host: 'fr.localhost:3000', cookie }),
      env,
    );
    expect(other).toMatchObject({ edition: 'fr', locale: 'en-GB', setCookies: [] });
  });

  it('sets no cookie when the forced edition is already stored', () => {
    const cookie = 'lumen_lang=en-NZ; lumen_country=4';
    const v = resolveVisitor(
      req('http://nz.localhost:3000/', { host: 'nz.localhost:3000', cookie }),
      env,
    );
    expect(v.setCookies).toEqual([]);
  });
});
