import { describe, expect, it } from 'vitest';
import { CreateSearchHistorySchema } from './search-history.ts';

describe('CreateSearchHistorySchema', () => {
  it('trims the query and accepts the web and app platforms', () => {
    expect(
      CreateSearchHistorySchema.parse({
        productSearchQuery: '  aura ',
        country: 3,
        platform: 'WEB',
      }),
    ).toEqual({ productSearchQuery: 'aura', country: 3, platform: 'WEB' });
    expect(
      CreateSearchHistorySchema.safeParse({ productSearchQuery: 'x', country: 1, platform: 'APP' })
        .success,
    ).toBe(true);
  });

  it('takes the number of results found, 0 to 1,000,000, or none', () => {
    const body = { productSearchQuery: 'aura', country: 1, platform: 'WEB' } as const;
    expect(CreateSearchHistorySchema.parse({ ...body, resultCount: 0 }).resultCount).toBe(0);
    expect(CreateSearchHistorySchema.parse({ ...body, resultCount: 1_000_000 }).resultCount).toBe(
      1_000_000,
    );
    expect(CreateSearchHistorySchema.parse(body).resultCount).toBeUndefined();
    for (const resultCount of [-1, 1.5, 1_000_001, '3', null])
      expect(
        CreateSearchHistorySchema.safeParse({ ...body, resultCount }).error?.issues[0]?.path,
        String(resultCount),
      ).toEqual(['resultCount']);
  });

  it('names the field that is wrong', () => {
    const field = (body: object) =>
      CreateSearchHistorySchema.safeParse({
        productSearchQuery: 'aura',
        country: 1,
        platform: 'WEB',
        ...body,
      }).error?.issues[0]?.path.join('.');
    expect(field({ productSearchQuery: '   ' })).toBe('productSearchQuery');
    expect(field({ productSearchQuery: 'a'.repeat(201) })).toBe('productSearchQuery');
    expect(field({ productSearchQuery: 'a\u0000b' })).toBe('productSearchQuery');
    expect(field({ country: 9 })).toBe('country');
    expect(field({ platform: 'web' })).toBe('platform');
    expect(field({ createdAt: '2020-01-01T00:00:00Z' })).toBe('');
  });
});
