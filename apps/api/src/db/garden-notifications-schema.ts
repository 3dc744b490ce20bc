import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { INVOICE_FILE_TYPES } from '@lumen/validation';
import { promotions } from './promotions-schema.ts';

// Mirror of migrations/0015_garden_notifications.sql and 0017_garden_promo_retention.sql (the
// SQL is the source of truth).
export const gardenPromoEntries = pgTable(
  'garden_promo_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    invoiceDocumentId: text('invoice_document_id')
      .notNull()
      .unique()
      .default(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    points: integer('points').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type', { enum: INVOICE_FILE_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    // 0017: the run the entry belongs to, whose retention period applies to it.
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
  },
  (t) => [
    index('garden_promo_entries_created').on(t.createdAt, t.id),
    index('garden_promo_entries_promotion_id').on(t.promotionId, t.id),
  ],
);

export const notificationSettings = pgTable('notification_settings', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  notificationType: text('notification_type').notNull(),
  notificationFlag: boolean('notification_flag').notNull().default(false),
  notificationMessage: text('notification_message').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
