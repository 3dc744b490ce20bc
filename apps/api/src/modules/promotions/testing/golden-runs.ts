import { expect } from 'vitest';
import { ApiErrorSchema, type PromotionLimits, type PromotionPrizes } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { winningMoments } from '#src/db/schema.ts';
import { createPromotion } from '../create-promotion.ts';
import { issueSerials } from '../issue-serials.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const TEST_PRIZES: PromotionPrizes = {
  instant: { count: 3, value: 25 },
  weekly: { count: 1, value: 100 },
  monthly: { count: 1, value: 500, dates: ['2030-01-01'] },
  star: { count: 1, value: 2500, date: '2030-01-02' },
  currency: ['EUR', 'GBP'],
};
export const TEST_LIMITS: PromotionLimits = {
  maxValuePerEntrant: 2500,
  maxPrizes: 6,
  maxTotalValue: 3175,
};

let runs = 0;

export type GoldenRunOptions = {
  /** open: the instant-win window covers now; after: it ended an hour ago; none: no window. */
  instant?: 'open' | 'after' | 'none';
  closed?: boolean;
  serials?: number;
  /** Offsets from now, in ms, of the winning moments to store. */
  momentsAt?: number[];
  /** Terms other than TEST_LIMITS. */
  limits?: Partial<PromotionLimits>;
  /** Prizes other than TEST_PRIZES (e.g. draw dates that fall today). */
  prizes?: Partial<PromotionPrizes>;
};

/**
 * A golden ticket run that becomes the current one: each opens a minute after the previous
 * test run (all in the past), and "current" is the latest to have opened.
 */
export async function createGoldenRun(db: Orm, opts: GoldenRunOptions = {}) {
  const now = Date.now();
  runs += 1;
  const opensAt = new Date(now - 2 * DAY + runs * 60_000);
  const closesAt = new Date(opts.closed ? now - HOUR : now + DAY);
  const instant = opts.instant ?? 'open';
  const promotion = await createPromotion(db, {
    kind: 'golden-ticket',
    slug: `test-run-${runs}-${now}`,
    opensAt,
    closesAt,
    instantWinStartsAt: instant === 'none' ? null : opensAt,
    instantWinEndsAt:
      instant === 'none' ? null : new Date(instant === 'open' ? now + HOUR : now - HOUR),
    drawsEndAt: new Date(closesAt.getTime() + DAY),
    prizes: { ...TEST_PRIZES, ...opts.prizes },
    limits: { ...TEST_LIMITS, ...opts.limits },
  });
  const serials = await issueSerials(db, promotion.id, opts.serials ?? 10);
  if (opts.momentsAt?.length)
    await db.insert(winningMoments).values(
      opts.momentsAt.map((offset) => ({
        promotionId: promotion.id,
        at: new Date(now + offset),
        value: TEST_PRIZES.instant.value,
      })),
    );
  return { promotion, serials };
}

let people = 0;
/** A valid entry for a serial, from a different entrant each time. */
export function entryFor(serial: string, over: Record<string, unknown> = {}) {
  people += 1;
  return {
    firstname: 'Siobhán',
    lastname: 'Mac Giolla Phádraig',
    email: `siobhan.${people}@sparks-electrical.example`,
    goldenSerialNumber: serial,
    marketingAgreement: true,
    ...over,
  };
}

let addresses = 0;
/** A client address of its own, so a test meets the rate limit only where it means to. */
export const freshAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** A refusal the page can toast: the documented error body, with the visitor's words in `error`. */
export function expectRefusal(
  res: { statusCode: number; json(): unknown },
  status: number,
  text: string,
) {
  expect(res.statusCode).toBe(status);
  expect(ApiErrorSchema.strict().parse(res.json())).toEqual({
    statusCode: status,
    error: text,
    message: text,
  });
}
