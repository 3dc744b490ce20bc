import { describe, expect, it } from 'vitest';
import {
  languageFromAcceptLanguage,
  requestLanguage,
  visibilityColumn,
} from './language-and-country.ts';

describe('Accept-Language', () => {
  it('reads French and English tags, regional or not', () => {
    expect(languageFromAcceptLanguage('fr-FR')).toBe('fr-FR');
    expect(languageFromAcceptLanguage('fr')).toBe('fr-FR');
    expect(languageFromAcceptLanguage('en')).toBe('en-GB');
    expect(languageFromAcceptLanguage('en-AU')).toBe('en-GB');
  });

  it('honours quality values and order, skipping other languages', () => {
    expect(languageFromAcceptLanguage('de-DE,fr;q=0.9,en;q=0.8')).toBe('fr-FR');
    expect(languageFromAcceptLanguage('en;q=0.4, fr-CA;q=0.7')).toBe('fr-FR');
    expect(languageFromAcceptLanguage('fr;q=0, en')).toBe('en-GB');
  });

  it('defaults to English for missing or unknown headers', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en-GB');
    expect(languageFromAcceptLanguage('de, *;q=0.5')).toBe('en-GB');
    expect(languageFromAcceptLanguage(';;;,,,')).toBe('en-GB');
  });

  it('lets an explicit language win over the header', () => {
    expect(requestLanguage('en-GB', 'fr-FR')).toBe('en-GB');
    expect(requestLanguage(undefined, 'fr-FR')).toBe('fr-FR');
  });
});

describe('country visibility', () => {
  it('maps each country to the flag column of its custom field', () => {
    expect(visibilityColumn(1)).toBe('visible_main');
    expect(visibilityColumn(5)).toBe('visible_main');
    expect(visibilityColumn(2)).toBe('visible_au');
    expect(visibilityColumn(3)).toBe('visible_fr');
    expect(visibilityColumn(4)).toBe('visible_nz');
  });
});
