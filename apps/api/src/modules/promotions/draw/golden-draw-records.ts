import { createHash } from 'node:crypto';
import { t } from '@lumen/i18n/messages';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DrawKind, GoldenDrawResult, PromotionPrizes } from '@lumen/validation';
import type { MessageArgs, MessageKey } from '@lumen/i18n/messages';
import type { Orm } from '#src/db/client.ts';
import {
  goldenDrawPoolEntries,
  goldenDraws,
  goldenEntries,
  promotions,
  staffAccounts,
} from '#src/db/schema.ts';
import { HttpError } from '#src/lib/http-error.ts';

/** A draw tool refusal in the console's words (English, like every staff API message). */
export const drawRefusal = <K extends Extract<MessageKey, `goldenDraw.error.${string}`>>(
  statusCode: number,
  key: K,
  ...args: MessageArgs<K>
) => new HttpError(statusCode, t('en', key, ...args));

/**
 * The pool's fingerprint (docs/decisions/033): serials sorted by code point (all are
 * [A-Z0-9], so this is byte order and Postgres's COLLATE "C"), joined with "\n", UTF-8,
 * SHA-256, lower-case hex. Anyone with the list can recompute it with `sort | sha256sum`
 * after dropping the final newline.
 */
export function poolSha256(sortedSerials: readonly string[]): string {
  return createHash('sha256').update(sortedSerials.join('\n'), 'utf8').digest('hex');
}

/** Code-point order, never the locale's: the hash must not depend on where it is computed. */
export const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The amount a draw type pays, from the run's prizes (the star prize is spelt `stared`). */
export function rewardFor(prizes: PromotionPrizes, draw: DrawKind): number {
  return draw === 'stared' ? prizes.star.value : prizes[draw].value;
}

/** A draw's stored pool in the draw's order (the index's order may follow a collation). */
export async function storedPool(db: Pick<Orm, 'select'>, drawId: number): Promise<string[]> {
  const rows = await db
    .select({ serial: goldenDrawPoolEntries.serial })
    .from(goldenDrawPoolEntries)
    .where(eq(goldenDrawPoolEntries.drawId, drawId))
    .orderBy(asc(goldenDrawPoolEntries.serial));
  return rows.map((r) => r.serial).sort(byCodePoint);
}

/**
 * The open (frozen, neither drawn nor superseded) draw of a run and type, if any; with
 * `lock`, its row is locked FOR UPDATE, so a freeze that supersedes it and a press that
 * draws it take turns, and the second sees what the first wrote.
 */
export async function findOpenDraw(
  db: Pick<Orm, 'select'>,
  promotionId: number,
  draw: DrawKind,
  lock = false,
) {
  const query = db
    .select()
    .from(goldenDraws)
    .where(
      and(
        eq(goldenDraws.promotionId, promotionId),
        eq(goldenDraws.draw, draw),
        isNull(goldenDraws.drawnAt),
        isNull(goldenDraws.supersededAt),
      ),
    );
  const [open] = lock ? await query.for('update') : await query;
  return open;
}

/** Eligible serials that are not in a stored pool: entries made since it was frozen. */
export function missingFrom(pool: readonly string[], eligible: readonly string[]): number {
  const inPool = new Set(pool);
  return eligible.filter((s) => !inPool.has(s)).length;
}

const drawer = alias(staffAccounts, 'drawer');

/** A drawn draw as the API answers it; undefined when the number is unknown or undrawn. */
export async function findDrawResult(
  db: Pick<Orm, 'select'>,
  drawNumber: number,
): Promise<GoldenDrawResult | undefined> {
  const [row] = await db
    .select({
      draw: goldenDraws,
      slug: promotions.slug,
      prizes: promotions.prizes,
      serial: goldenEntries.serial,
      firstName: goldenEntries.firstName,
      lastName: goldenEntries.lastName,
      email: goldenEntries.email,
      drawnBy: drawer.displayName,
    })
    .from(goldenDraws)
    .innerJoin(promotions, eq(promotions.id, goldenDraws.promotionId))
    .innerJoin(goldenEntries, eq(goldenEntries.id, goldenDraws.winnerEntryId))
    .innerJoin(drawer, eq(drawer.id, goldenDraws.drawnBy))
    .where(eq(goldenDraws.id, drawNumber));
  const d = row?.draw;
  if (!row || !d || d.drawnAt === null) return undefined;
  return {
    drawNumber: d.id,
    draw: d.draw,
    promotion: row.slug,
    frozenAt: d.frozenAt.toISOString(),
    poolSize: d.poolSize,
    poolSha256: d.poolSha256,
    randomValue: d.randomValue ?? 0,
    winnerIndex: d.winnerIndex ?? 0,
    serialNumber: row.serial,
    winner: { firstName: row.firstName, lastName: row.lastName, email: row.email },
    reward: rewardFor(row.prizes, d.draw),
    drawnAt: d.drawnAt.toISOString(),
    drawnBy: row.drawnBy,
  };
}
