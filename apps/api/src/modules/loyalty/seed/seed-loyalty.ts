import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import { DEFAULT_LOYALTY_SETTINGS, type LoyaltyCountry } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { loyaltyCustomers, loyaltyInvoices, loyaltyRewardClaims } from '#src/db/schema.ts';
import { localDiskStorage } from '#src/lib/storage/local-disk-storage.ts';
import type { ObjectStorage } from '#src/lib/storage/object-storage.ts';
import { placeholderPdf } from '#src/seed/artwork.ts';
import { randomFor } from '#src/seed/random.ts';
import type { Seeder } from '#src/seed/seed.ts';

/*
 * A realistic loyalty programme for the approval screens (issue 14 points 5 and 6): customers
 * in Ireland and the UK, pending and decided invoices including each fraud case, and reward
 * claims in euro and pound. The same rows on every machine.
 */

const SALT = 41;
const DAY = 24 * 3_600_000;
const FIRST = ['aoife', 'ciaran', 'niamh', 'sean', 'orla', 'tom', 'grace', 'owen', 'emma', 'jack'];
const COMPANY = ['brightspark', 'voltline', 'cableco', 'lumenworks', 'wattson', 'arcfix'];
export const SEED_VENDORS = [
  DEFAULT_LOYALTY_SETTINGS.preferredSupplier,
  'Electric Wholesale Ltd',
  'Kellihers Electrical',
  'City Electrical Factors',
  'Newey & Eyre',
] as const;

export type InvoicePlan = {
  customerId: number;
  invoiceNumber: string;
  vendorName: string;
  createdAt: Date;
  points: number;
  /** The document's bytes; the same bytes twice is the duplicate-file signal. */
  bytes: Buffer;
  approved?: boolean | null;
  invoiceReason?: string | null;
};

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Stores each document, then inserts the rows; returns the document ids in order. */
export async function insertLoyaltyInvoices(
  db: Orm,
  storage: ObjectStorage | null,
  plans: InvoicePlan[],
  keyPrefix = 'loyalty/seed',
): Promise<string[]> {
  const rows = plans.map((p, i) => {
    const key = `${keyPrefix}/${p.createdAt.getTime().toString(36)}-${i}-${sha256(p.bytes).slice(0, 10)}.pdf`;
    return { p, key };
  });
  if (storage)
    for (const { p, key } of rows)
      await storage.put(key, Readable.from([p.bytes]), 'application/pdf');
  const ids: string[] = [];
  // In slices: 10,000 rows at once would pass PostgreSQL's 65,535 parameters.
  for (let i = 0; i < rows.length; i += 2000) {
    const inserted = await db
      .insert(loyaltyInvoices)
      .values(
        rows.slice(i, i + 2000).map(({ p, key }) => {
          const decided = p.approved === true || p.approved === false;
          return {
            customerId: p.customerId,
            invoiceNumber: p.invoiceNumber,
            vendorName: p.vendorName,
            createdAt: p.createdAt,
            storageKey: key,
            contentType: 'application/pdf' as const,
            sizeBytes: p.bytes.length,
            contentSha256: sha256(p.bytes),
            points: p.points,
            approved: decided ? p.approved : null,
            invoiceReason: p.invoiceReason ?? null,
            decidedAt: decided ? new Date(p.createdAt.getTime() + DAY) : null,
          };
        }),
      )
      .returning({ documentId: loyaltyInvoices.documentId });
    ids.push(...inserted.map((r) => r.documentId));
  }
  return ids;
}

export async function insertLoyaltyCustomers(
  db: Orm,
  customers: { email: string; country: LoyaltyCountry; pointsBalance?: number }[],
): Promise<number[]> {
  const rows = await db
    .insert(loyaltyCustomers)
    .values(customers)
    .returning({ id: loyaltyCustomers.id });
  return rows.map((r) => r.id);
}

/** Points as the thresholds give them (spec §5): 200 for the one supplier, 100 for others. */
export const seedPoints = (vendor: string) =>
  vendor === DEFAULT_LOYALTY_SETTINGS.preferredSupplier
    ? DEFAULT_LOYALTY_SETTINGS.preferredSupplierPoints
    : DEFAULT_LOYALTY_SETTINGS.otherSupplierPoints;

export const SEEDED_LOYALTY_CUSTOMERS = 40;
export const SEEDED_LOYALTY_INVOICES = 160;

/**
 * Seeds the programme once: a database that has loyalty customers is left as it is.
 * Returns how many invoices were seeded.
 */
export async function seedLoyalty(db: Orm, storage: ObjectStorage, now = new Date()) {
  const [existing] = await db.select({ n: count() }).from(loyaltyCustomers);
  if (existing && existing.n > 0) return 0;
  const customerIds = await insertLoyaltyCustomers(
    db,
    Array.from({ length: SEEDED_LOYALTY_CUSTOMERS }, (_, i) => ({
      email: `${FIRST[i % FIRST.length]}.${i}@${COMPANY[i % COMPANY.length]}.example`,
      country: (i % 2 === 0 ? 'ireland' : 'uk') as LoyaltyCountry,
      pointsBalance: 100 * (i % 9),
    })),
  );
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const plans: InvoicePlan[] = [];
  for (let i = 0; i < SEEDED_LOYALTY_INVOICES; i++) {
    const r = randomFor(i, SALT);
    const vendor = r.pick(SEED_VENDORS);
    // Spread over the last 60 days, working hours, never in the future; the newest pending.
    const daysAgo = Math.floor(((SEEDED_LOYALTY_INVOICES - i) * 60) / SEEDED_LOYALTY_INVOICES);
    const createdAt = new Date(
      Math.min(now.getTime() - 60_000, today - daysAgo * DAY + r.int(8 * 60, 18 * 60) * 60_000),
    );
    const decided = i < 70;
    const approved = decided ? r.chance(0.75) : null;
    const number = `INV-${String(20_000 + i * 7).padStart(6, '0')}`;
    plans.push({
      customerId: customerIds[i % customerIds.length]!,
      invoiceNumber: number,
      vendorName: vendor,
      createdAt,
      points: seedPoints(vendor),
      bytes: placeholderPdf(`invoice-${number}-${vendor}`),
      approved,
      invoiceReason: approved === false ? 'Purchase outside the qualifying period' : null,
    });
  }
  // Fraud cases among the pending: a reused invoice number (another customer, spaces and case
  // changed), the same file uploaded again, and one customer uploading seven in a day.
  const pending = plans.filter((p) => p.approved === null);
  const reused = pending[3]!;
  pending[10]!.invoiceNumber = reused.invoiceNumber.toLowerCase().replace('-', ' - ');
  pending[12]!.bytes = pending[5]!.bytes;
  const burstDay = new Date(today - 2 * DAY + 9 * 3_600_000);
  for (let k = 0; k < 7; k++)
    plans.push({
      customerId: customerIds[7]!,
      invoiceNumber: `BURST-${700 + k}`,
      vendorName: SEED_VENDORS[1],
      createdAt: new Date(burstDay.getTime() + k * 11 * 60_000),
      points: seedPoints(SEED_VENDORS[1]),
      bytes: placeholderPdf(`burst-invoice-${k}`),
    });
  await insertLoyaltyInvoices(db, storage, plans);

  const claims = Array.from({ length: 30 }, (_, i) => {
    const r = randomFor(1000 + i, SALT);
    const value = r.pick([10, 25, 50, 100]);
    const decided = i < 12;
    return {
      customerId: customerIds[(i * 3) % customerIds.length]!,
      createdAt: new Date(
        Math.min(now.getTime() - 60_000, today - (30 - i) * DAY + r.int(8 * 60, 18 * 60) * 60_000),
      ),
      offerValue: value,
      acquisitionCost: Math.round(value * 0.85 * 100) / 100,
      pointsRequired: value * 10,
      approved: decided ? r.chance(0.7) : null,
      decidedAt: decided ? new Date(today - (29 - i) * DAY) : null,
    };
  });
  await db.insert(loyaltyRewardClaims).values(claims);
  return plans.length;
}

export const loyaltySeeder: Seeder = {
  name: 'loyalty',
  version: () => 'loyalty-1',
  async run(db, opts) {
    const storage = opts.storage ?? localDiskStorage(join(opts.dataDir, 'uploads'));
    const seeded = await seedLoyalty(db.orm, storage);
    opts.log?.(`loyalty: ${seeded} invoices seeded`);
  },
};
