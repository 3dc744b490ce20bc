import { describe, expect, it } from 'vitest';
import { GardenPromoQuerySchema, gardenPromoDefaultStart } from './garden-promo-admin.ts';
import { CampaignInvoicesQuerySchema } from './campaign-invoices-admin.ts';

describe('GardenPromoQuerySchema', () => {
  it('pages 50 and only 50 (spec §9)', () => {
    expect(GardenPromoQuerySchema.parse({})).toEqual({ page: 0, size: 50 });
    expect(GardenPromoQuerySchema.parse({ size: '50', page: '2' })).toEqual({ page: 2, size: 50 });
    for (const size of ['49', '51', '100', 'x'])
      expect(GardenPromoQuerySchema.safeParse({ size }).error?.issues[0]?.message).toBe(
        'admin.error.gardenSize',
      );
  });

  it('refuses a reversed range', () => {
    expect(
      GardenPromoQuerySchema.safeParse({ startDate: '2025-05-02', endDate: '2025-05-01' }).error
        ?.issues[0]?.message,
    ).toBe('admin.error.dateRange');
  });

  it('starts on 7 March of the current year, or the previous one before it', () => {
    expect(gardenPromoDefaultStart('2026-12-31')).toBe('2026-03-07');
    expect(gardenPromoDefaultStart('2026-01-01')).toBe('2025-03-07');
  });
});

describe('CampaignInvoicesQuerySchema', () => {
  it('names the spec’s StartDate and EndDate, with every list’s date rule', () => {
    expect(
      CampaignInvoicesQuerySchema.safeParse({ StartDate: '2025-05-02', EndDate: '2025-05-01' })
        .error?.issues,
    ).toEqual([expect.objectContaining({ path: ['EndDate'], message: 'admin.error.dateRange' })]);
    expect(
      CampaignInvoicesQuerySchema.safeParse({ EndDate: '2999-01-01' }).error?.issues[0]?.path,
    ).toEqual(['EndDate']);
    expect(CampaignInvoicesQuerySchema.parse({ StartDate: '2025-05-01' })).toEqual({
      StartDate: '2025-05-01',
      page: 0,
      size: 50,
    });
  });
});
