import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Drizzle mirrors of the tables in migrations/. The SQL files are the source of truth;
// db/schema.test.ts fails when a column here is missing from the migrated database.

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
  productAccessories,
  productCards,
  productRelated,
  products,
  productSearch,
  productTexts,
} from './catalogue-schema.ts';
