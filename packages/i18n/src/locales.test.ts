import { describe, expect, it } from 'vitest';
import { fallbackLocale, isLocale, languageOf, productLanguageOf } from './locales.ts';

describe('locales', () => {
  it('maps locales to languages', () => {
    expect(languageOf('fr-FR')).toBe('fr');
    expect(languageOf('en-NZ')).toBe('en');
    expect(productLanguageOf('en-AU')).toBe('en-GB');
    expect(productLanguageOf('fr-FR')).toBe('fr-FR');
  });

  it('falls back to en-GB from every other locale', () => {
    expect(fallbackLocale('en-AU')).toBe('en-GB');
    expect(fallbackLocale('fr-FR')).toBe('en-GB');
    expect(fallbackLocale('en-GB')).toBeUndefined();
  });

  it('recognises only the four locales', () => {
    expect(isLocale('en-GB')).toBe(true);
    expect(isLocale('en-US')).toBe(false);
    expect(isLocale(3)).toBe(false);
  });
});
