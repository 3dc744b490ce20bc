import { describe, expect, it } from 'vitest';
import { parseEnv } from '#src/config/env.ts';

describe('site env', () => {
  it('defaults to the local API and derives a *.localhost origin for every edition', () => {
    const env = parseEnv({});
    expect(env.apiUrl).toBe('http://localhost:4000');
    expect(env.publicApiUrl).toBe('http://localhost:4000');
    expect(env.defaultEdition).toBe('uk');
    expect(env.editionOrigins).toEqual({
      uk: 'http://localhost:3000',
      au: 'http://au.localhost:3000',
      fr: 'http://fr.localhost:3000',
      nz: 'http://nz.localhost:3000',
    });
  });

  it('names every missing variable in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrowError(
      /Invalid site configuration:\n {2}- API_URL: is required[\s\S]*PUBLIC_API_URL: is required[\s\S]*SITE_URL: is required/,
    );
  });

  it('sends the login button to the portal login page unless told otherwise', () => {
    expect(parseEnv({}).customerAccountUrl).toBe('/portal-login');
    expect(
      parseEnv({ CUSTOMER_ACCOUNT_URL: 'https://account.example.com' }).customerAccountUrl,
    ).toBe('https://account.example.com');
    expect(() => parseEnv({ CUSTOMER_ACCOUNT_URL: '//evil.example' })).toThrowError(
      /CUSTOMER_ACCOUNT_URL/,
    );
    expect(parseEnv({}).marketingForms.scriptUrl).toMatch(/^https:\/\//);
  });

  it('rejects an unknown edition and a malformed URL', () => {
    expect(() => parseEnv({ EDITION: 'us' })).toThrowError(/EDITION/);
    expect(() => parseEnv({ API_URL: 'not a url' })).toThrowError(/API_URL/);
  });

  it('uses SITE_URL for the deployed edition and EDITION_SITE_URLS for the others', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      API_URL: 'http://api.internal:4000/',
      PUBLIC_API_URL: 'https://api.example.com',
      EDITION: 'fr',
      SITE_URL: 'https://www.example.fr/',
      EDITION_SITE_URLS:
        'uk=https://www.example.co.uk, au=https://www.example.com.au,nz=https://www.example.co.nz',
    });
    expect(env.apiUrl).toBe('http://api.internal:4000');
    expect(env.defaultEdition).toBe('fr');
    expect(env.editionOrigins.fr).toBe('https://www.example.fr');
    expect(env.editionOrigins.uk).toBe('https://www.example.co.uk');
  });

  it('requires an origin for every edition when the site is not on localhost', () => {
    expect(() =>
      parseEnv({
        SITE_URL: 'https://www.example.co.uk',
        EDITION_SITE_URLS: 'fr=https://www.example.fr',
      }),
    ).toThrowError(/EDITION_SITE_URLS: has no origin for au, nz/);
    expect(() => parseEnv({ EDITION_SITE_URLS: 'de=https://x.de' })).toThrowError(
      /"de=https:\/\/x.de" is not edition=url/,
    );
  });

  it('reuses shared content for 30 s unless told otherwise (0 turns the cache off)', () => {
    expect(parseEnv({}).contentCacheMs).toBe(30_000);
    expect(parseEnv({ CONTENT_CACHE_SECONDS: '0' }).contentCacheMs).toBe(0);
    expect(() => parseEnv({ CONTENT_CACHE_SECONDS: '-1' })).toThrowError(/CONTENT_CACHE_SECONDS/);
  });
});
