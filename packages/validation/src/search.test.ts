import { describe, expect, it } from 'vitest';
import {
  AutocompleteQuerySchema,
  MAX_QUERY_LENGTH,
  normalizeSearchTerm,
  SearchProductsQuerySchema,
} from './catalogue.ts';
import { CreateSearchHistorySchema } from './search-history.ts';
import { SEARCH_TERM_REQUIRED_MESSAGE, SearchTermSchema } from './search.ts';

describe('SearchTermSchema', () => {
  it("rejects an empty box with the spec's message", () => {
    const result = SearchTermSchema.safeParse('');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SEARCH_TERM_REQUIRED_MESSAGE);
  });

  it('accepts a whitespace-only term as empty, so the caller does nothing', () => {
    expect(SearchTermSchema.parse('   \t')).toBe('');
  });

  it('trims a real term and caps its length at the API’s limit', () => {
    expect(SearchTermSchema.parse('  aura downlight ')).toBe('aura downlight');
    expect(SearchTermSchema.safeParse('x'.repeat(MAX_QUERY_LENGTH)).success).toBe(true);
    expect(SearchTermSchema.safeParse('x'.repeat(MAX_QUERY_LENGTH + 1)).success).toBe(false);
  });

  it('reads control characters (a pasted spreadsheet cell) as spaces', () => {
    expect(SearchTermSchema.parse('AURA\tDLAUR05-001018\r\n')).toBe('AURA DLAUR05-001018');
    expect(normalizeSearchTerm('\u0000 spot\u007fd’aura ')).toBe('spot d’aura');
  });

  it('yields only terms the API takes: whatever fits in the box is searchable', () => {
    const terms = [
      'é'.repeat(MAX_QUERY_LENGTH),
      `  ${'x'.repeat(MAX_QUERY_LENGTH - 4)}  `,
      `Spot d’aura l'extérieur à\t${'à'.repeat(MAX_QUERY_LENGTH - 26)}`,
      '\t'.repeat(10) + 'lèche-mur' + '\u0001'.repeat(10),
    ];
    for (const raw of terms) {
      expect(raw.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
      const term = SearchTermSchema.parse(raw);
      expect(SearchProductsQuerySchema.safeParse({ query: term }).success, raw).toBe(true);
      expect(AutocompleteQuerySchema.safeParse({ query: term }).success, raw).toBe(true);
      expect(
        CreateSearchHistorySchema.safeParse({
          productSearchQuery: term,
          country: 1,
          platform: 'WEB',
        }).success,
        raw,
      ).toBe(true);
    }
  });
});
