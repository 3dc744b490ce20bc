import { describe, expect, it } from 'vitest';
import {
  countryNameOf,
  SearchHistoryExportQuerySchema,
  SearchHistoryListQuerySchema,
  SearchTermStatsQuerySchema,
} from './search-statistics.ts';

const issues = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('search statistics queries', () => {
  it('pages from 0, 50 a page, all platforms unless WEB or APP is asked for', () => {
    expect(SearchHistoryListQuerySchema.parse({})).toEqual({ page: 0, size: 50 });
    expect(SearchHistoryListQuerySchema.parse({ platform: '', page: '2', size: '10' })).toEqual({
      platform: '',
      page: 2,
      size: 10,
    });
    expect(SearchTermStatsQuerySchema.parse({ platform: 'APP' }).platform).toBe('APP');
    expect(SearchHistoryExportQuerySchema.parse({ platform: 'WEB' })).toEqual({ platform: 'WEB' });
  });

  it('refuses another platform, bad pages and a reversed range, naming each field', () => {
    for (const platform of ['web', 'IOS', 'ALL', ' WEB'])
      expect(issues(SearchHistoryListQuerySchema.safeParse({ platform }))).toEqual([
        'platform: admin.error.platform',
      ]);
    expect(issues(SearchHistoryListQuerySchema.safeParse({ page: '-1', size: '0' }))).toEqual([
      'page: admin.error.page',
      'size: admin.error.size',
    ]);
    expect(
      issues(
        SearchHistoryExportQuerySchema.safeParse({
          startDate: '2026-03-02',
          endDate: '2026-03-01',
        }),
      ),
    ).toEqual(['endDate: admin.error.dateRange']);
    expect(issues(SearchHistoryExportQuerySchema.safeParse({ page: '0' }))).toEqual([
      ': Unrecognized key: "page"',
    ]);
  });

  it('names the countries of spec §9, 1 and 5 alike', () => {
    expect([1, 2, 3, 4, 5].map(countryNameOf)).toEqual([
      'UK & Ireland',
      'Australia',
      'France',
      'New Zealand',
      'UK & Ireland',
    ]);
    expect(countryNameOf(9)).toBeUndefined();
  });
});
