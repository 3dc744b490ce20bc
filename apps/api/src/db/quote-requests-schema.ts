import { bigint, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Locale } from '@lumen/i18n';
import { UPLOAD_FILE_TYPES } from '@lumen/validation';

// Mirror of migrations/0009_quote_requests.sql (the SQL is the source of truth).
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
