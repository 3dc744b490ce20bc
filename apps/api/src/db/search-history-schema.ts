import { bigint, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Mirror of migrations/0004_search_history.sql (the SQL is the source of truth).
export const searchHistory = pgTable('search_history', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  country: smallint('country').notNull(),
  platform: text('platform', { enum: ['WEB', 'APP'] }).notNull(),
  productSearchQuery: text('product_search_query').notNull(),
});
