import { describe, expect, it } from 'vitest';
import { isNewsPublishedIn } from './countries.ts';

describe('isNewsPublishedIn', () => {
  const only = (flag: string) => ({ [flag]: true });

  it('shows UK or Irish news on the main web (countries 1 and 5)', () => {
    for (const countryId of [1, 5] as const) {
      expect(isNewsPublishedIn(only('uk'), countryId)).toBe(true);
      expect(isNewsPublishedIn(only('ireland'), countryId)).toBe(true);
      expect(isNewsPublishedIn(only('france'), countryId)).toBe(false);
    }
  });

  it('keeps each other country to its own flag', () => {
    expect(isNewsPublishedIn(only('australia'), 2)).toBe(true);
    expect(isNewsPublishedIn(only('newzealand'), 2)).toBe(false);
    expect(isNewsPublishedIn(only('france'), 3)).toBe(true);
    expect(isNewsPublishedIn(only('uk'), 3)).toBe(false);
    expect(isNewsPublishedIn(only('newzealand'), 4)).toBe(true);
    expect(isNewsPublishedIn(only('australia'), 4)).toBe(false);
  });

  it('treats missing flags as not published', () => {
    expect(isNewsPublishedIn(null, 1)).toBe(false);
    expect(isNewsPublishedIn({ uk: null, ireland: false }, 1)).toBe(false);
  });
});
