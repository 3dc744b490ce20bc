import { describe, expect, it } from 'vitest';
import {
  APPROVAL_TEXTS,
  ApprovalQueueQuerySchema,
  ClaimActionSchema,
  formatRewardValue,
  InvoiceActionSchema,
  InvoiceSearchParamsSchema,
  LoyaltySettingsSchema,
} from './loyalty-approvals.ts';

const issues = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`));

describe('loyalty approvals schemas', () => {
  it('spec §8 confirm texts, word for word, with the value in euro or pound', () => {
    expect(APPROVAL_TEXTS.approveInvoice(150)).toBe(
      "Are you sure? This will add 150 points to the customer's loyalty points.",
    );
    expect(APPROVAL_TEXTS.rejectInvoice).toBe(
      'Are you sure you want to reject the points updation from this Invoice?',
    );
    expect(APPROVAL_TEXTS.approveReward(formatRewardValue(25, 'ireland'))).toBe(
      'Are you sure? This will send a reward worth €25 to the customer.',
    );
    expect(formatRewardValue(12.5, 'uk')).toBe('£12.50');
    expect(APPROVAL_TEXTS.rejectReward).toBe(
      'Are you sure you want to reject this Reward Redemption request ?',
    );
  });

  it('points: 0 and 10,000 accepted; below, above, fractions and text refused', () => {
    const base = { invoiceDocumentId: 'abcdefabcdef', customerID: 1, approve: true };
    expect(InvoiceActionSchema.parse({ ...base, points: 0 }).invoiceDocumentId).toBe(
      'ABCDEFABCDEF',
    );
    expect(InvoiceActionSchema.safeParse({ ...base, points: 10_000 }).success).toBe(true);
    for (const points of [-1, 10_001, 0.5, '5', Number.NaN, Infinity])
      expect(issues(InvoiceActionSchema.safeParse({ ...base, points }))).toEqual([
        'points: loyalty.error.points',
      ]);
    expect(
      issues(InvoiceActionSchema.safeParse({ ...base, points: 1, invoiceDocumentId: 'ABC' })),
    ).toEqual(['invoiceDocumentId: loyalty.error.invoiceId']);
    expect(issues(ClaimActionSchema.safeParse({ claimQueueId: 0, approved: true }))).toEqual([
      'claimQueueId: loyalty.error.claimId',
    ]);
  });

  it('dates: StartDate and EndDate, a reversed range refused on EndDate', () => {
    expect(ApprovalQueueQuerySchema.parse({})).toEqual({ page: 0, size: 50 });
    expect(
      issues(
        ApprovalQueueQuerySchema.safeParse({ StartDate: '2025-03-02', EndDate: '2025-03-01' }),
      ),
    ).toEqual(['EndDate: admin.error.dateRange']);
    expect(issues(ApprovalQueueQuerySchema.safeParse({ StartDate: '2999-01-01' }))).toEqual([
      'StartDate: admin.error.futureDate',
    ]);
  });

  it('search text: 1 to 254 characters, trimmed, no controls', () => {
    expect(InvoiceSearchParamsSchema.parse({ text: ' a@b ' }).text).toBe('a@b');
    expect(InvoiceSearchParamsSchema.safeParse({ text: 'x'.repeat(254) }).success).toBe(true);
    for (const text of ['', '   ', 'x'.repeat(255), 'a\u0000b'])
      expect(issues(InvoiceSearchParamsSchema.safeParse({ text }))).toEqual([
        'text: loyalty.error.search',
      ]);
  });

  it('settings: thresholds 1 to 10,000, limit 2 to 100, supplier 1 to 60', () => {
    const ok = {
      preferredSupplier: 'Lumen Direct',
      preferredSupplierPoints: 200,
      otherSupplierPoints: 100,
      dailyUploadLimit: 5,
    };
    expect(LoyaltySettingsSchema.parse(ok)).toEqual(ok);
    expect(
      LoyaltySettingsSchema.safeParse({ ...ok, preferredSupplier: 'x'.repeat(60) }).success,
    ).toBe(true);
    expect(
      issues(LoyaltySettingsSchema.safeParse({ ...ok, preferredSupplier: 'x'.repeat(61) })),
    ).toEqual(['preferredSupplier: loyalty.error.supplier']);
    expect(issues(LoyaltySettingsSchema.safeParse({ ...ok, otherSupplierPoints: 0 }))).toEqual([
      'otherSupplierPoints: loyalty.error.threshold',
    ]);
    expect(issues(LoyaltySettingsSchema.safeParse({ ...ok, dailyUploadLimit: 101 }))).toEqual([
      'dailyUploadLimit: loyalty.error.dailyLimit',
    ]);
  });
});
