import { describe, expect, it } from 'vitest';
import {
  GOLDEN_CUSTOMERS_DEFAULT_START,
  GoldenCustomersExportQuerySchema,
  GoldenCustomersQuerySchema,
} from './golden-ticket-admin.ts';

const issues = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('golden ticket customer queries', () => {
  it('pages from 0, 50 a page (the spec calls the size `count`), dates optional', () => {
    expect(GoldenCustomersQuerySchema.parse({})).toEqual({ page: 0, count: 50 });
    expect(
      GoldenCustomersQuerySchema.parse({
        startDate: GOLDEN_CUSTOMERS_DEFAULT_START,
        page: '3',
        count: '10',
      }),
    ).toEqual({ startDate: '2024-09-01', page: 3, count: 10 });
    expect(GoldenCustomersExportQuerySchema.parse({ endDate: '2024-12-16' })).toEqual({
      endDate: '2024-12-16',
    });
  });

  it('refuses a reversed range, bad pages and sizes, and a page in the export', () => {
    expect(
      issues(
        GoldenCustomersQuerySchema.safeParse({ startDate: '2024-10-02', endDate: '2024-10-01' }),
      ),
    ).toEqual(['endDate: admin.error.dateRange']);
    expect(issues(GoldenCustomersQuerySchema.safeParse({ page: '-1' }))).toEqual([
      'page: admin.error.page',
    ]);
    expect(issues(GoldenCustomersQuerySchema.safeParse({ count: '101' }))).toEqual([
      'count: admin.error.size',
    ]);
    expect(GoldenCustomersExportQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
