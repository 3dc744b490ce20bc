import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { INVOICE_FILE_TYPES } from '@lumen/validation';
import { promotions } from './promotions-schema.ts';

// Mirror of migrations/0008_campaign_invoices.sql and 0023 (the SQL is the source of truth).

/** bytea as a Buffer: node-postgres reads one, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
export const campaignInvoiceDocuments = pgTable('campaign_invoice_documents', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  reference: text('reference')
    .notNull()
    .unique()
    .default(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))`),
  promotionId: bigint('promotion_id', { mode: 'number' })
    .notNull()
    .references(() => promotions.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  companyName: text('company_name').notNull(),
  email: text('email').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  contentType: text('content_type', { enum: INVOICE_FILE_TYPES }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  gdprConsentAt: timestamp('gdpr_consent_at', { withTimezone: true }),
  valid: boolean('valid'),
  /** The picture's staff thumbnail, drawn on its first view (get-campaign-invoice-file.ts). */
  thumbJpeg: bytea('thumb_jpeg'),
});
