import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LOYALTY_CURRENCY, type LoyaltySettings, type RewardClaim } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { loyaltyCustomers, loyaltyInvoices, loyaltyRewardClaims } from '#src/db/schema.ts';
import { utcDayStart } from '#src/db/utc-day-sql.ts';
import { normalisedNumber, type InvoiceFilter } from './invoice-rows.ts';

/** Pending (approved null) or decided reward claims in a UTC day range (spec §4, §7). */
export function claimConditions(state: 'pending' | 'decided', f: InvoiceFilter): SQL[] {
  const conditions: SQL[] = [
    state === 'pending'
      ? isNull(loyaltyRewardClaims.approved)
      : isNotNull(loyaltyRewardClaims.approved),
  ];
  if (f.StartDate) conditions.push(gte(loyaltyRewardClaims.createdAt, utcDayStart(f.StartDate)));
  if (f.EndDate) conditions.push(lt(loyaltyRewardClaims.createdAt, utcDayStart(f.EndDate, 1)));
  return conditions;
}

export async function countClaims(db: Orm, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loyaltyRewardClaims)
    .where(and(...conditions));
  return row?.n ?? 0;
}

const mine = alias(loyaltyInvoices, 'mine');
const other = alias(loyaltyInvoices, 'other');

/**
 * A claimant is suspicious when any of their invoices carries a fraud signal (decision 034):
 * a number or a file also on another invoice, or more uploads in a UTC day than the limit.
 */
function suspiciousClaimant(dailyUploadLimit: number) {
  return sql<boolean>`(EXISTS (SELECT 1 FROM ${loyaltyInvoices} AS ${mine} WHERE ${mine.customerId} = ${loyaltyRewardClaims.customerId} AND (
      EXISTS (SELECT 1 FROM ${loyaltyInvoices} AS ${other} WHERE ${normalisedNumber(other.invoiceNumber)} = ${normalisedNumber(mine.invoiceNumber)} AND ${other.id} <> ${mine.id})
      OR EXISTS (SELECT 1 FROM ${loyaltyInvoices} AS ${other} WHERE ${other.contentSha256} = ${mine.contentSha256} AND ${other.id} <> ${mine.id})))
    OR EXISTS (SELECT 1 FROM ${loyaltyInvoices} AS ${mine} WHERE ${mine.customerId} = ${loyaltyRewardClaims.customerId}
      GROUP BY date_trunc('day', ${mine.createdAt} AT TIME ZONE 'UTC') HAVING count(*) > ${dailyUploadLimit}::int))`;
}

/** Claim rows with their customer; pending oldest first, decided newest first. */
export async function selectClaimRows(
  db: Pick<Orm, 'select'>,
  settings: LoyaltySettings,
  {
    conditions,
    limit,
    offset = 0,
    order,
  }: { conditions: SQL[]; limit: number; offset?: number; order: 'oldest' | 'newest' },
): Promise<RewardClaim[]> {
  const by = order === 'oldest' ? asc : desc;
  const found = await db
    .select({
      id: loyaltyRewardClaims.id,
      email: loyaltyCustomers.email,
      country: loyaltyCustomers.country,
      balance: loyaltyCustomers.pointsBalance,
      offerValue: loyaltyRewardClaims.offerValue,
      acquisitionCost: loyaltyRewardClaims.acquisitionCost,
      createdAt: loyaltyRewardClaims.createdAt,
      pointsRequired: loyaltyRewardClaims.pointsRequired,
      approved: loyaltyRewardClaims.approved,
      decidedAt: loyaltyRewardClaims.decidedAt,
      suspicious: suspiciousClaimant(settings.dailyUploadLimit),
    })
    .from(loyaltyRewardClaims)
    .innerJoin(loyaltyCustomers, eq(loyaltyCustomers.id, loyaltyRewardClaims.customerId))
    .where(and(...conditions))
    .orderBy(by(loyaltyRewardClaims.createdAt), by(loyaltyRewardClaims.id))
    .limit(limit)
    .offset(offset);
  return found.map((r) => ({
    claimQueueId: r.id,
    customerEmail: r.email,
    country: r.country,
    currency: LOYALTY_CURRENCY[r.country],
    offerValue: Number(r.offerValue),
    acquisitionCost: Number(r.acquisitionCost),
    createdAt: r.createdAt.toISOString(),
    pointsRequired: r.pointsRequired,
    pointsBalance: r.balance,
    suspiciousUser: r.suspicious,
    approved: r.approved,
    decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
  }));
}
