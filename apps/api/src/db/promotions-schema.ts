import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff-schema.ts';
import {
  DRAW_KINDS,
  EXPRESS_COUNTRIES,
  PROMOTION_KINDS,
  REDEEM_COUNTRIES,
  type PromotionLimits,
  type PromotionPrizes,
} from '@lumen/validation';

// Mirror of migrations/0007_promotions.sql (the SQL is the source of truth).

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const at = (name: string) => timestamp(name, { withTimezone: true });
const promotionId = () =>
  bigint('promotion_id', { mode: 'number' })
    .notNull()
    .references(() => promotions.id);

export const promotions = pgTable('promotions', {
  id: id(),
  kind: text('kind', { enum: PROMOTION_KINDS }).notNull(),
  slug: text('slug').notNull().unique(),
  opensAt: at('opens_at').notNull(),
  closesAt: at('closes_at').notNull(),
  instantWinStartsAt: at('instant_win_starts_at'),
  instantWinEndsAt: at('instant_win_ends_at'),
  drawsEndAt: at('draws_end_at').notNull(),
  prizes: jsonb('prizes').$type<PromotionPrizes>().notNull(),
  limits: jsonb('limits').$type<PromotionLimits>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  // migrations/0016_promotion_retention.sql: null takes PROMOTION_RETENTION.defaultDays.
  retentionDays: integer('retention_days'),
  anonymisedAt: at('anonymised_at'),
});

export const goldenSerials = pgTable(
  'golden_serials',
  {
    serial: char('serial', { length: 8 }).primaryKey(),
    promotionId: promotionId(),
    usedAt: at('used_at'),
  },
  (t) => [index('golden_serials_promotion_id').on(t.promotionId)],
);

export const goldenEntries = pgTable('golden_entries', {
  id: id(),
  promotionId: promotionId(),
  serial: char('serial', { length: 8 })
    .notNull()
    .unique()
    .references(() => goldenSerials.serial),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  /** The entrant for the per-entrant prize terms (migration 0019 says how it is derived). */
  emailKey: text('email_key').generatedAlwaysAs(sql`lower(normalize(btrim(email), NFC))`),
  marketingConsentAt: at('marketing_consent_at').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

const entryId = () => bigint('entry_id', { mode: 'number' }).references(() => goldenEntries.id);

export const winningMoments = pgTable('winning_moments', {
  id: id(),
  promotionId: promotionId(),
  at: at('at').notNull(),
  value: integer('value').notNull(),
  entryId: entryId().unique(),
});

export const instantWinRedemptions = pgTable('instant_win_redemptions', {
  entryId: entryId().primaryKey(),
  country: text('country', { enum: REDEEM_COUNTRIES }).notNull(),
  redeemedAt: at('redeemed_at').notNull().defaultNow(),
});

export const promotionDrawWinners = pgTable(
  'promotion_draw_winners',
  {
    id: id(),
    promotionId: promotionId(),
    draw: text('draw', { enum: DRAW_KINDS }).notNull(),
    entryId: entryId().notNull(),
    drawnAt: at('drawn_at').notNull(),
    reward: integer('reward').notNull(),
  },
  (t) => [unique().on(t.promotionId, t.draw, t.entryId)],
);

export const emailOutbox = pgTable('email_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  sentAt: at('sent_at'),
  lastError: text('last_error'),
});

const staffRef = (name: string) =>
  bigint(name, { mode: 'number' }).references(() => staffAccounts.id);

// Mirror of migrations/0022_express_entries.sql (docs/decisions/042).
export const expressCampaigns = pgTable('express_campaigns', {
  id: id(),
  slug: text('slug').notNull().unique(),
  opensOn: date('opens_on', { mode: 'string' }).notNull(),
  closesOn: date('closes_on', { mode: 'string' }).notNull(),
});

export const expressCampaignEntries = pgTable('express_campaign_entries', {
  id: id(),
  /** The name as filed; the board shows the account's display name where there is one. */
  asmName: text('asm_name').notNull(),
  asmStaffId: staffRef('asm_staff_id'),
  wholesaler: text('wholesaler').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  country: text('country', { enum: EXPRESS_COUNTRIES }).notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  withdrawnAt: at('withdrawn_at'),
  withdrawnBy: staffRef('withdrawn_by'),
});

export const expressContractorTimes = pgTable('express_contractor_times', {
  id: id(),
  entryId: bigint('entry_id', { mode: 'number' })
    .notNull()
    .references(() => expressCampaignEntries.id, { onDelete: 'cascade' }),
  contractor: text('contractor').notNull(),
  timeTakenMs: integer('time_taken_ms').notNull(),
});

// Mirror of migrations/0013_golden_draws.sql (docs/decisions/033).

export const goldenDraws = pgTable(
  'golden_draws',
  {
    id: id(),
    promotionId: promotionId(),
    draw: text('draw', { enum: DRAW_KINDS }).notNull(),
    frozenAt: at('frozen_at').notNull().defaultNow(),
    frozenBy: bigint('frozen_by', { mode: 'number' })
      .notNull()
      .references(() => staffAccounts.id),
    poolSize: integer('pool_size').notNull(),
    poolSha256: char('pool_sha256', { length: 64 }).notNull(),
    randomValue: bigint('random_value', { mode: 'number' }),
    winnerIndex: integer('winner_index'),
    winnerEntryId: bigint('winner_entry_id', { mode: 'number' }).references(() => goldenEntries.id),
    drawnBy: bigint('drawn_by', { mode: 'number' }).references(() => staffAccounts.id),
    drawnAt: at('drawn_at'),
    // migrations/0018_golden_draw_supersede.sql (docs/decisions/038).
    supersededAt: at('superseded_at'),
    supersededBy: bigint('superseded_by', { mode: 'number' }).references(() => staffAccounts.id),
  },
  (t) => [
    uniqueIndex('golden_draws_one_open')
      .on(t.promotionId, t.draw)
      .where(sql`drawn_at IS NULL AND superseded_at IS NULL`),
  ],
);

export const goldenDrawPoolEntries = pgTable(
  'golden_draw_pool_entries',
  {
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => goldenDraws.id),
    serial: char('serial', { length: 8 })
      .notNull()
      .references(() => goldenEntries.serial),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.serial] })],
);
