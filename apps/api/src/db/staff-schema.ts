import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@lumen/validation';

// Mirror of migrations/0010_staff_auth.sql (the SQL is the source of truth; the audit log's
// append-only trigger lives there only).

const at = (name: string) => timestamp(name, { withTimezone: true });

export const staffAccounts = pgTable('staff_accounts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userName: text('user_name').notNull().unique(),
  displayName: text('display_name').notNull(),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  disabled: boolean('disabled').notNull().default(false),
  passwordHash: text('password_hash').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

const staffId = (name: string) =>
  bigint(name, { mode: 'number' }).references(() => staffAccounts.id);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: staffId('staff_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    clientAddress: inet('client_address'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('staff_sessions_staff_id').on(t.staffId),
    index('staff_sessions_expires_at').on(t.expiresAt),
  ],
);

export const staffSignInThrottle = pgTable(
  'staff_sign_in_throttle',
  {
    key: text('key').primaryKey(),
    windowStartedAt: at('window_started_at').notNull().defaultNow(),
    failures: integer('failures').notNull(),
    /** What the key counts (migration 0020): a user name, a client address, or both. */
    userName: text('user_name'),
    client: text('client'),
  },
  (t) => [index('staff_sign_in_throttle_window').on(t.windowStartedAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: at('at').notNull().defaultNow(),
    actorId: staffId('actor_id'),
    clientAddress: inet('client_address'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    index('audit_log_at').on(t.at, t.id),
    index('audit_log_actor_at').on(t.actorId, t.at),
    index('audit_log_action_at').on(t.action, t.at),
  ],
);
