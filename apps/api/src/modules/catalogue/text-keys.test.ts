import { describe, expect, it } from 'vitest';
import {
  ACCENTED,
  UNACCENTED,
  editDistance,
  foldText,
  partNumberKey,
  prefixUpperBound,
  slugify,
} from './text-keys.ts';
import { toPrefixTsquery } from './search-catalogue.ts';

describe('text keys', () => {
  it('folds case and accents the same way SQL translate() does', () => {
    expect([...ACCENTED].length).toBe([...UNACCENTED].length);
    expect(foldText('Éclairage de secours')).toBe('eclairage de secours');
    expect(foldText('Spots lèche-mur')).toBe('spots leche-mur');
    expect(foldText('Bloc d’évacuation')).toBe("bloc d'evacuation");
  });

  it('makes slugs from titles in either language', () => {
    expect(slugify('AURA Spot coupe-feu 6W IP65 3000K Blanc')).toBe(
      'aura-spot-coupe-feu-6w-ip65-3000k-blanc',
    );
    expect(slugify('Bloc d’évacuation')).toBe('bloc-devacuation');
    expect(slugify('  HALO FIRE  ')).toBe('halo-fire');
  });

  it('compares part numbers without case or separators', () => {
    expect(partNumberKey('DLAUR06-000123')).toBe(partNumberKey('dlaur06 000123'));
    expect(partNumberKey('DLAUR06-000123')).toBe('dlaur06000123');
  });

  it('bounds a prefix range', () => {
    const upper = prefixUpperBound('dla');
    expect('dlaur' < upper && 'dlaur' >= 'dla').toBe(true);
    expect('dlb' < upper).toBe(false);
  });

  it('measures edits, counting a swap as one', () => {
    expect(editDistance('dwonlight', 'downlight')).toBe(1);
    expect(editDistance('kitchen', 'kit')).toBe(4);
    expect(editDistance('panel', 'panel')).toBe(0);
  });

  it('turns a typed term into a prefix tsquery of safe words', () => {
    expect(toPrefixTsquery('Fire rated downl')).toBe('fire:* & rated:* & downl:*');
    expect(toPrefixTsquery("coupe-feu & (x) | !'")).toBe('coupe:* & feu:* & x:*');
    expect(toPrefixTsquery('IP65', 'A')).toBe('ip65:*A');
    expect(toPrefixTsquery('!!!')).toBe('');
  });
});
