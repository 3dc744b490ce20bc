import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Drizzle mirrors of the tables in migrations/. The SQL files are the source of truth;
// db/schema.test.ts fails when a column here is missing from the migrated database.

export const seedState = pgTable('seed_state', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

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
