import { describe, expect, it } from 'vitest';
import { parseEditionOrigins, resolveEdition } from './editions.ts';

const local = {
  uk: 'http://localhost:3000',
  au: 'http://au.localhost:3000',
  fr: 'http://fr.localhost:3000',
  nz: 'http://nz.localhost:3000',
};

describe('resolveEdition', () => {
  it('maps <edition>.localhost on any port to that edition', () => {
    expect(resolveEdition('fr.localhost:3000', local, 'uk')).toBe('fr');
    expect(resolveEdition('AU.localhost:3010', local, 'uk')).toBe('au');
    expect(resolveEdition('nz.localhost', local, 'uk')).toBe('nz');
    expect(resolveEdition('uk.localhost:3002', local, 'fr')).toBe('uk');
  });

  it('falls back to the deployment edition for unknown or missing hosts', () => {
    expect(resolveEdition('localhost:3000', local, 'uk')).toBe('uk');
    expect(resolveEdition('127.0.0.1:3011', local, 'nz')).toBe('nz');
    expect(resolveEdition('[::1]:3000', local, 'au')).toBe('au');
    expect(resolveEdition(null, local, 'fr')).toBe('fr');
    expect(resolveEdition('de.localhost', local, 'uk')).toBe('uk');
  });

  it('matches configured production origins by host name', () => {
    const prod = {
      uk: 'https://www.example.co.uk',
      au: 'https://www.example.com.au',
      fr: 'https://www.example.fr',
      nz: 'https://www.example.co.nz',
    };
    expect(resolveEdition('www.example.fr', prod, 'uk')).toBe('fr');
    expect(resolveEdition('www.example.com.au:443', prod, 'uk')).toBe('au');
  });

  it('works with only some origins configured', () => {
    expect(resolveEdition('www.example.fr', { fr: 'https://www.example.fr' }, 'uk')).toBe('fr');
    expect(resolveEdition('fr.localhost:3000', {}, 'uk')).toBe('fr');
    expect(resolveEdition('www.example.com', {}, 'au')).toBe('au');
  });

  it("prefers the deployment's own edition when origins share a host name", () => {
    const shared = { ...local, fr: 'http://localhost:3000' };
    expect(resolveEdition('localhost:3000', shared, 'uk')).toBe('uk');
  });
});

describe('parseEditionOrigins', () => {
  it('reads edition=url pairs as origins and lists the entries it cannot read', () => {
    expect(
      parseEditionOrigins(
        ' fr=https://www.example.fr/fr/ , au=http://au.example:8080,, de=https://x.de,nz',
      ),
    ).toEqual({
      origins: { fr: 'https://www.example.fr', au: 'http://au.example:8080' },
      invalid: ['de=https://x.de', 'nz'],
    });
    expect(parseEditionOrigins('fr=ftp://x.fr,uk=not a url,toString=https://x.fr').invalid).toEqual(
      ['fr=ftp://x.fr', 'uk=not a url', 'toString=https://x.fr'],
    );
    expect(parseEditionOrigins('')).toEqual({ origins: {}, invalid: [] });
  });
});
