import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { INVOICE_FILE_TYPES, LOYALTY_COUNTRIES } from '@lumen/validation';
import { staffAccounts } from './staff-schema.ts';

// Mirror of migrations/0014_loyalty_approvals.sql (the SQL is the source of truth; its CHECKs
// live there only).

const at = (name: string) => timestamp(name, { withTimezone: true });

export const loyaltyCustomers = pgTable(
  'loyalty_customers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    country: text('country', { enum: LOYALTY_COUNTRIES }).notNull(),
    pointsBalance: integer('points_balance').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('loyalty_customers_email').on(sql`lower(${t.email})`)],
);

export const loyaltyInvoices = pgTable(
  'loyalty_invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    documentId: text('document_id')
      .notNull()
      .unique()
      .default(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))`),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => loyaltyCustomers.id),
    invoiceNumber: text('invoice_number').notNull(),
    vendorName: text('vendor_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type', { enum: INVOICE_FILE_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    contentSha256: text('content_sha256').notNull(),
    points: integer('points').notNull(),
    approved: boolean('approved'),
    invoiceReason: text('invoice_reason'),
    decidedAt: at('decided_at'),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staffAccounts.id),
  },
  (t) => [
    index('loyalty_invoices_sha').on(t.contentSha256),
    index('loyalty_invoices_customer_created').on(t.customerId, t.createdAt),
  ],
);

export const loyaltyRewardClaims = pgTable(
  'loyalty_reward_claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => loyaltyCustomers.id),
    createdAt: at('created_at').notNull().defaultNow(),
    offerValue: numeric('offer_value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    acquisitionCost: numeric('acquisition_cost', {
      precision: 10,
      scale: 2,
      mode: 'number',
    }).notNull(),
    pointsRequired: integer('points_required').notNull(),
    approved: boolean('approved'),
    decidedAt: at('decided_at'),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staffAccounts.id),
  },
  (t) => [index('loyalty_reward_claims_customer').on(t.customerId)],
);

export const loyaltySettings = pgTable('loyalty_settings', {
  id: integer('id').primaryKey().default(1),
  preferredSupplier: text('preferred_supplier').notNull().default('Lumen Direct'),
  preferredSupplierPoints: integer('preferred_supplier_points').notNull().default(200),
  otherSupplierPoints: integer('other_supplier_points').notNull().default(100),
  dailyUploadLimit: integer('daily_upload_limit').notNull().default(5),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
