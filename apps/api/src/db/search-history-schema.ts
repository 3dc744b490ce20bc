import { bigint, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { SEARCH_PLATFORMS } from '@lumen/validation';

// Mirror of migrations/0004_search_history.sql and 0012 (the SQL is the source of truth; the
// indexes live there only).
export const searchHistory = pgTable('search_history', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  country: smallint('country').notNull(),
  platform: text('platform', { enum: SEARCH_PLATFORMS }).notNull(),
  productSearchQuery: text('product_search_query').notNull(),
  /** Products the search found; null for rows recorded before the site sent it (0012). */
  resultCount: integer('result_count'),
});
