import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Locale } from '@lumen/i18n';
import { UPLOAD_FILE_TYPES } from '@lumen/validation';
import { foldedSql } from './name-key-sql.ts';

// Mirror of migrations/0009_quote_requests.sql and 0011 (the SQL is the source of truth).

/** The searched fields joined by U+001F, which none can hold (0011_quote_search.sql). */
const QUOTE_SEARCH_FIELDS = [
  'document_id',
  'name',
  'company_name',
  'email',
  'phone_number',
  "coalesce(preferred_wholesaler, '')",
  "coalesce(wholesaler_location, '')",
  "coalesce(message, '')",
].join(" || E'\\x1f' || ");
export const quoteRequests = pgTable('quote_requests', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  documentId: text('document_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  locale: text('locale').$type<Locale>().notNull(),
  name: text('name').notNull(),
  companyName: text('company_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  preferredWholesaler: text('preferred_wholesaler'),
  wholesalerLocation: text('wholesaler_location'),
  message: text('message'),
  /** Every searched field, folded (migrations/0011_quote_search.sql); written by the database. */
  searchKey: text('search_key')
    .notNull()
    .generatedAlwaysAs(sql.raw(foldedSql(QUOTE_SEARCH_FIELDS))),
});

export const QUOTE_DOCUMENT_KINDS = ['quote-file', 'other'] as const;
export type QuoteDocumentKind = (typeof QUOTE_DOCUMENT_KINDS)[number];

export const quoteRequestDocuments = pgTable(
  'quote_request_documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    quoteRequestId: bigint('quote_request_id', { mode: 'number' })
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: QUOTE_DOCUMENT_KINDS }).notNull(),
    position: smallint('position').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type', { enum: UPLOAD_FILE_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
  },
  (t) => [unique().on(t.quoteRequestId, t.kind, t.position)],
);
