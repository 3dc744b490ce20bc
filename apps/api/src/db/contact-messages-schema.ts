import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CONTACT_COUNTRIES } from '@lumen/validation';

// Mirror of migrations/0006_contact_messages.sql (the SQL is the source of truth).
export const contactMessages = pgTable('contact_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  locale: text('locale').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  country: text('country', { enum: CONTACT_COUNTRIES }).notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
});
