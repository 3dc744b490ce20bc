import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download.ts';

describe('fileNameFrom', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(
      fileNameFrom(
        `attachment; filename="Search Statistics.csv"; filename*=UTF-8''Statistiques%20%C3%A9t%C3%A9.csv`,
        'x.csv',
      ),
    ).toBe('Statistiques été.csv');
    expect(fileNameFrom('attachment; filename="Search Statistics.csv"', 'x.csv')).toBe(
      'Search Statistics.csv',
    );
    expect(fileNameFrom(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.csv')).toBe('x.csv');
    expect(fileNameFrom(null, 'x.csv')).toBe('x.csv');
  });
});
