import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('gateway env', () => {
  it('defaults to the local apps, with no campaigns app', () => {
    expect(parseEnv({})).toEqual({
      HOST: '127.0.0.1',
      PORT: 3000,
      SITE_APP_URL: 'http://127.0.0.1:3002',
      API_URL: 'http://127.0.0.1:4000',
      CAMPAIGNS_URL: undefined,
      UPSTREAM_TIMEOUT_MS: 30_000,
      EDITION: 'uk',
      EDITION_SITE_URLS: {},
    });
    expect(parseEnv({ CAMPAIGNS_URL: '' }).CAMPAIGNS_URL).toBeUndefined();
  });

  it("reads the site's edition settings", () => {
    const env = parseEnv({
      EDITION: 'fr',
      EDITION_SITE_URLS: 'uk=https://www.example.co.uk/,au=https://www.example.com.au',
    });
    expect([env.EDITION, env.EDITION_SITE_URLS]).toEqual([
      'fr',
      { uk: 'https://www.example.co.uk', au: 'https://www.example.com.au' },
    ]);
    expect(() => parseEnv({ EDITION: 'de', EDITION_SITE_URLS: 'de=https://x.de' })).toThrowError(
      /- EDITION: [^\n]+\n {2}- EDITION_SITE_URLS: "de=https:\/\/x.de" is not edition=url/,
    );
  });

  it('names each invalid variable', () => {
    expect(() => parseEnv({ PORT: 'abc', CAMPAIGNS_URL: 'ftp://x' })).toThrowError(
      /Invalid gateway configuration:\n {2}- PORT: [^\n]+\n {2}- CAMPAIGNS_URL: must be an http\(s\) URL/,
    );
  });
});
