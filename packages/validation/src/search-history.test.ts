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

  it('takes the search’s language, and never a result count: the server counts', () => {
    const body = { productSearchQuery: 'aura', country: 3, platform: 'WEB' } as const;
    expect(CreateSearchHistorySchema.parse({ ...body, language: 'fr-FR' }).language).toBe('fr-FR');
    for (const resultCount of [0, 12, null])
      expect(
        CreateSearchHistorySchema.safeParse({ ...body, resultCount }).error?.issues[0]?.code,
      ).toBe('unrecognized_keys');
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
    expect(field({ productSearchQuery: 'a\u202eb' })).toBe('productSearchQuery');
    expect(field({ productSearchQuery: 'a\u0085b' })).toBe('productSearchQuery');
    expect(field({ language: 'en' })).toBe('language');
    expect(field({ country: 9 })).toBe('country');
    expect(field({ platform: 'web' })).toBe('platform');
    expect(field({ createdAt: '2020-01-01T00:00:00Z' })).toBe('');
  });
});
