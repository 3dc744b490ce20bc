import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Drizzle mirrors of the tables in migrations/. The SQL files are the source of truth;
// db/schema.test.ts fails when a table or column here differs from the migrated database.

/** Written by migrate.ts itself: which migration files have been applied. */
export const schemaMigrations = pgTable('schema_migrations', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export const seedState = pgTable('seed_state', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contentDocuments = pgTable(
  'content_documents',
  {
    collection: text('collection').notNull(),
    locale: text('locale').notNull(),
    docId: text('doc_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The slug and SKU expression indexes live in the migration only; queries reach them through SQL.
  (t) => [primaryKey({ columns: [t.collection, t.locale, t.docId] })],
);
export {
  catalogueCategories,
  catalogueCategoryTexts,
  catalogueFacetValues,
  catalogueRanges,
  catalogueTerms,
  listingBitmaps,
  productAccessories,
  productCards,
  productRelated,
  products,
  productSearch,
  productTexts,
} from './catalogue-schema.ts';
export { searchHistory } from './search-history-schema.ts';
export { contactMessages } from './contact-messages-schema.ts';
export {
  emailOutbox,
  expressCampaignEntries,
  expressCampaigns,
  expressContractorTimes,
  goldenDrawPoolEntries,
  goldenDraws,
  goldenEntries,
  goldenSerials,
  instantWinRedemptions,
  promotionDrawWinners,
  promotions,
  winningMoments,
} from './promotions-schema.ts';
export { campaignInvoiceDocuments } from './campaign-invoices-schema.ts';
export { quoteRequestDocuments, quoteRequests } from './quote-requests-schema.ts';
export { auditLog, staffAccounts, staffSessions, staffSignInThrottle } from './staff-schema.ts';
export { gardenPromoEntries, notificationSettings } from './garden-notifications-schema.ts';
export {
  loyaltyCustomers,
  loyaltyInvoices,
  loyaltyRewardClaims,
  loyaltySettings,
} from './loyalty-schema.ts';
