import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_TERM_LENGTH,
  SEARCH_TERM_REQUIRED_MESSAGE,
  SearchTermSchema,
} from './search.ts';

describe('SearchTermSchema', () => {
  it("rejects an empty box with the spec's message", () => {
    const result = SearchTermSchema.safeParse('');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SEARCH_TERM_REQUIRED_MESSAGE);
  });

  it('accepts a whitespace-only term as empty, so the caller does nothing', () => {
    expect(SearchTermSchema.parse('   \t')).toBe('');
  });

  it('trims a real term and caps its length', () => {
    expect(SearchTermSchema.parse('  aura downlight ')).toBe('aura downlight');
    expect(SearchTermSchema.safeParse('x'.repeat(MAX_SEARCH_TERM_LENGTH + 1)).success).toBe(false);
  });
});
