import { describe, expect, it } from 'vitest';
import {
  messagePreview,
  QuoteExportQuerySchema,
  QuoteListQuerySchema,
  QuoteSearchQuerySchema,
} from './quote-admin.ts';

const issues = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('quote admin queries', () => {
  it('pages from 0, 50 a page by default, and refuses out-of-range pages and sizes', () => {
    expect(QuoteListQuerySchema.parse({})).toEqual({ page: 0, size: 50 });
    expect(issues(QuoteListQuerySchema.safeParse({ page: '-1', size: '0' }))).toEqual([
      'page: admin.error.page',
      'size: admin.error.size',
    ]);
    expect(issues(QuoteListQuerySchema.safeParse({ page: '1000000000', size: '1000000' }))).toEqual(
      ['page: admin.error.page', 'size: admin.error.size'],
    );
  });

  it('shares the date rule of every admin list', () => {
    expect(
      issues(QuoteListQuerySchema.safeParse({ startDate: '2026-03-02', endDate: '2026-03-01' })),
    ).toEqual(['endDate: admin.error.dateRange']);
    expect(issues(QuoteExportQuerySchema.safeParse({ startDate: '2999-01-01' }))).toEqual([
      'startDate: admin.error.futureDate',
    ]);
  });

  it('requires search text of 1 to 100 characters', () => {
    expect(QuoteSearchQuerySchema.parse({ searchQuery: '  Siobhán ' })).toEqual({
      searchQuery: 'Siobhán',
    });
    for (const bad of [
      {},
      { searchQuery: '   ' },
      { searchQuery: 'x'.repeat(101) },
      { searchQuery: 'a\u0000' },
    ])
      expect(issues(QuoteSearchQuerySchema.safeParse(bad))).toEqual([
        'searchQuery: admin.error.searchQuery',
      ]);
  });

  it('previews 15 characters without cutting one in half', () => {
    expect(messagePreview(null)).toBeNull();
    expect(messagePreview('Short')).toBe('Short');
    expect(messagePreview('Éclairage de secours')).toBe('Éclairage de se…');
    expect(messagePreview('😀'.repeat(20))).toBe(`${'😀'.repeat(15)}…`);
  });
});
