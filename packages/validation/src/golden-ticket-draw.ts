import { z } from 'zod';
import type { MessageKey } from '@lumen/i18n/messages';
import { DRAW_KINDS } from './promotions-constants.ts';
import { goldenSerialNumber } from './promotions.ts';
import { isoDateTime } from './staff.ts';

/*
 * The verifiable prize draws of the golden ticket (issue 14 point 2; campaigns spec §2.1,
 * §4, §7, §9; docs/decisions/033): what the console's draw tool sends and the API answers.
 * The spec's calls keep their names and shapes, but the server, not the browser, picks the
 * winner: loading a type's serials only reads them; Draw freezes the pool by an explicit POST
 * and winner-update draws from it (docs/decisions/038).
 */

const msg = (key: MessageKey) => ({ message: key, abort: true });

/** Spec §4 and §9: the tool's three draw types, in its order. */
export const GOLDEN_DRAW_TIMING = {
  /** Spec §4: the list rolls for 3000 ms before the (already recorded) winner shows. */
  rollMs: 3000,
  /** Spec §4 and §9: the celebration plays for about 13 s with the Draw button disabled. */
  celebrationMs: 13_000,
} as const;

/** The highest draw number the API accepts (a Postgres integer). */
export const GOLDEN_DRAW_NUMBER_MAX = 2_147_483_647;

const drawType = z.enum(DRAW_KINDS, msg('goldenDraw.error.drawType'));
const drawNumber = z.coerce
  .number(msg('goldenDraw.error.drawNumber'))
  .int(msg('goldenDraw.error.drawNumber'))
  .min(1, msg('goldenDraw.error.drawNumber'))
  .max(GOLDEN_DRAW_NUMBER_MAX, msg('goldenDraw.error.drawNumber'));
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * The draw type of `GET promotions/golden-ticket/golden-tickets?draw=` (read its eligible
 * entries) and of `POST promotions/golden-ticket/draws?draw=` (freeze its pool).
 */
export const GoldenTicketsQuerySchema = z.strictObject({ draw: drawType });
export type GoldenTicketsQuery = z.input<typeof GoldenTicketsQuerySchema>;

/**
 * What choosing a type shows, read without writing anything: the entries a draw would take
 * now, and the open (frozen, undrawn) pool of the type if there is one, with the eligible
 * entries it lacks. `refusal` says why Draw would be refused now (outside the type's draw
 * periods, all its prizes drawn, no eligible entry), in the API's words.
 */
export const GoldenTicketsSchema = z.strictObject({
  draw: z.enum(DRAW_KINDS),
  promotion: z.string(),
  eligibleCount: z.number().int(),
  /** Spec §3 "Draw state": the list of serial numbers, sorted as hashed; the rolling list. */
  serialNumbers: z.array(z.string()),
  openDraw: z
    .strictObject({
      drawNumber: z.number().int(),
      frozenAt: isoDateTime,
      poolSize: z.number().int(),
      poolSha256: sha256,
      /** Eligible entries that are not in its pool: Draw will supersede it when above 0. */
      entriesSinceFreeze: z.number().int(),
      /** Frozen in an earlier draw period: Draw will supersede it. */
      isStale: z.boolean(),
    })
    .nullable(),
  refusal: z.string().nullable(),
});
export type GoldenTickets = z.infer<typeof GoldenTicketsSchema>;

/** A frozen pool: the draw number that names it, its size, hash and sorted serials. */
export const GoldenDrawPoolSchema = z.strictObject({
  drawNumber: z.number().int(),
  draw: z.enum(DRAW_KINDS),
  /** The run's slug: the draw tool draws for the latest golden ticket run to have opened. */
  promotion: z.string(),
  frozenAt: isoDateTime,
  poolSize: z.number().int(),
  poolSha256: sha256,
  /** Spec §3 "Draw state": the list of serial numbers, sorted as hashed. */
  serialNumbers: z.array(z.string()),
});
export type GoldenDrawPool = z.infer<typeof GoldenDrawPoolSchema>;

/** `GET /promotions/golden-ticket/golden-customer?serialNumber=` (spec §7). */
export const GoldenCustomerQuerySchema = z.strictObject({ serialNumber: goldenSerialNumber });
export type GoldenCustomerQuery = z.input<typeof GoldenCustomerQuerySchema>;

/** Spec §3 "Golden customer (draw winner)". */
export const GoldenCustomerSchema = z.strictObject({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type GoldenCustomer = z.infer<typeof GoldenCustomerSchema>;

/**
 * `POST promotions/golden-ticket/winner-update?draw=&drawNumber=`: draw the frozen pool named
 * by its number. The spec's client sent the serial it had picked; the server picks now, so a
 * `serialNumber` is refused with a message saying why rather than silently ignored.
 */
export const WinnerUpdateQuerySchema = z
  .strictObject({ draw: drawType, drawNumber, serialNumber: z.unknown().optional() })
  .superRefine((v, ctx) => {
    if (v.serialNumber !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['serialNumber'],
        message: 'goldenDraw.error.serialChosen',
      });
  })
  .transform(({ draw, drawNumber }) => ({ draw, drawNumber }));
export type WinnerUpdateQuery = z.input<typeof WinnerUpdateQuerySchema>;

/** A drawn draw's record: what was drawn from, the random value, the index and the winner. */
export const GoldenDrawResultSchema = z.strictObject({
  drawNumber: z.number().int(),
  draw: z.enum(DRAW_KINDS),
  promotion: z.string(),
  frozenAt: isoDateTime,
  poolSize: z.number().int(),
  poolSha256: sha256,
  /** The CSPRNG's value; the index is this value modulo the pool size. */
  randomValue: z.number().int(),
  winnerIndex: z.number().int(),
  serialNumber: z.string(),
  winner: GoldenCustomerSchema,
  reward: z.number(),
  drawnAt: isoDateTime,
  drawnBy: z.string(),
});
export type GoldenDrawResult = z.infer<typeof GoldenDrawResultSchema>;

/** `GET /promotions/golden-ticket/draws/:drawNumber/check`. */
export const GoldenDrawCheckParamsSchema = z.strictObject({ drawNumber });
export type GoldenDrawCheckParams = z.input<typeof GoldenDrawCheckParamsSchema>;

const poolFigures = z.strictObject({ poolSize: z.number().int(), poolSha256: sha256 });

const result = z.boolean().nullable();

/**
 * The comparisons of a draw's check, each named (docs/decisions/038); the result's are null
 * until the draw is drawn.
 */
const GoldenDrawComparisonsSchema = z.strictObject({
  /** The stored pool's size and SHA-256, recomputed, equal those on the draw's row. */
  poolMatchesRecord: z.boolean(),
  /** The draw's row's size and SHA-256 equal those of the freeze's audit entry. */
  recordMatchesFreezeAudit: z.boolean(),
  /** The stored pool is the eligible pool recomputed at the freeze time. */
  poolMatchesEligibility: z.boolean(),
  /** The recorded index is the random value modulo the pool size. */
  indexFollowsFromValue: result,
  /** The serial at that index of the sorted stored pool is the recorded winner's. */
  winnerAtIndex: result,
  /** The recorded value, index and winner equal those of the draw's audit entry. */
  resultMatchesDrawAudit: result,
});
export type GoldenDrawComparison = keyof z.infer<typeof GoldenDrawComparisonsSchema>;

/**
 * The check of a draw, recomputed from what is stored: its pool against the draw's row, the
 * freeze's audit entry and the eligibility recomputed at the freeze time, and, once drawn, the
 * result against the value, the pool and the draw's audit entry. `matches` is all of them.
 */
export const GoldenDrawCheckSchema = z.strictObject({
  drawNumber: z.number().int(),
  draw: z.enum(DRAW_KINDS),
  promotion: z.string(),
  frozenAt: isoDateTime,
  /** A superseded pool was replaced before it was drawn; it is never drawn. */
  supersededAt: isoDateTime.nullable(),
  recordedPoolSize: z.number().int(),
  recomputedPoolSize: z.number().int(),
  recordedSha256: sha256,
  recomputedSha256: sha256,
  /** The freeze's audit entry's figures; null when it is missing. */
  freezeAudit: poolFigures.nullable(),
  /** The eligible pool recomputed at the freeze time. */
  eligibleAtFreeze: poolFigures,
  drawn: z
    .strictObject({
      randomValue: z.number().int(),
      winnerIndex: z.number().int(),
      serialNumber: z.string(),
      drawnAt: isoDateTime,
    })
    .nullable(),
  comparisons: GoldenDrawComparisonsSchema,
  matches: z.boolean(),
});
export type GoldenDrawCheck = z.infer<typeof GoldenDrawCheckSchema>;
