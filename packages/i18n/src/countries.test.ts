import { describe, expect, it } from 'vitest';
import { isNewsPublishedIn } from './countries.ts';

const flags = { uk: false, france: false, newzealand: false, ireland: true, australia: false };

describe('isNewsPublishedIn', () => {
  it('shows an Irish item on the main web (countries 1 and 5), which serves the UK and Ireland', () => {
    expect(isNewsPublishedIn(flags, 1)).toBe(true);
    expect(isNewsPublishedIn(flags, 5)).toBe(true);
  });

  it('keeps it out of the editions whose flag is off', () => {
    expect(isNewsPublishedIn(flags, 2)).toBe(false);
    expect(isNewsPublishedIn(flags, 3)).toBe(false);
    expect(isNewsPublishedIn(flags, 4)).toBe(false);
    expect(isNewsPublishedIn({ ...flags, newzealand: true }, 4)).toBe(true);
  });
});
