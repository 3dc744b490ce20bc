import { randomInt } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawKind } from '@lumen/validation';
import { auditLog, goldenDraws } from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { CONSOLE_ORIGIN, createTestStaff, sessionCookieFor, staffGet } from '#src/testing/staff.ts';
import { createDrawRun, DAY, dayOf, HOUR, WEEK } from '../testing/draw-runs.ts';
import { checkGoldenDraw } from './check-golden-draw.ts';
import { drawGoldenWinner } from './draw-golden-winner.ts';
import { findGoldenTickets } from './find-golden-tickets.ts';
import { freezeGoldenDraw } from './freeze-golden-draw.ts';

/*
 * When a pool is frozen and what it holds (docs/decisions/038), on a real, migrated database,
 * with the clock injected: reading freezes nothing, a pool frozen before entries were made is
 * superseded rather than drawn, every entry made in the week after a draw is in the next
 * pool, and the terms' draw periods and prize counts are enforced.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let actor: { actorId: number; clientAddress: string };
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  const staff = await createTestStaff(t.db, 'admin');
  actor = { actorId: staff.id, clientAddress: '127.0.0.1' };
  admin = await sessionCookieFor(t.db, staff.id);
});
afterAll(() => t.close());

const freeze = (draw: DrawKind, now: Date) => freezeGoldenDraw(t.db.orm, draw, actor, now);
const press = (draw: DrawKind, drawNumber: number, now: Date) =>
  drawGoldenWinner(t.db.orm, { draw, drawNumber }, actor, randomInt, now);
const view = (draw: DrawKind, now: Date) => findGoldenTickets(t.db.orm, draw, now);

async function auditCount(action?: string) {
  const [row] = await t.db.orm
    .select({ n: count() })
    .from(auditLog)
    .where(action ? eq(auditLog.action, action) : undefined);
  return row?.n ?? 0;
}
/** What the supersede audit entry of a draw says. */
async function supersedeDetails(drawNumber: number) {
  const [entry] = await t.db.orm
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'golden-ticket-draw.supersede'),
        eq(auditLog.targetId, String(drawNumber)),
      ),
    );
  return entry?.details;
}
const drawRows = async () => (await t.db.orm.select({ n: count() }).from(goldenDraws))[0]!.n;

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e as { statusCode: number; message: string },
  );
  expect(error, 'expected a refusal').toBeDefined();
  return { statusCode: error!.statusCode, message: error!.message };
}

describe('choosing a type reads, and never freezes', () => {
  it('answers the eligible count and serials of every type, writing no draw and no audit entry', async () => {
    const { enter, after } = await createDrawRun(t.db.orm);
    const serials = await enter(after(HOUR), after(2 * HOUR), after(3 * HOUR));
    const [draws, audits] = [await drawRows(), await auditCount()];
    for (const draw of ['weekly', 'monthly', 'stared'] as const) {
      const res = await staffGet(
        t.app,
        `/promotions/golden-ticket/golden-tickets?draw=${draw}`,
        admin,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        draw,
        eligibleCount: 3,
        serialNumbers: [...serials].sort(),
        openDraw: null,
      });
    }
    expect(await drawRows()).toBe(draws);
    expect(await auditCount()).toBe(audits);
  });

  it("says why Draw would be refused, and an open pool's entries since its freeze", async () => {
    const { enter, after } = await createDrawRun(t.db.orm);
    await enter(after(HOUR));
    const empty = await createDrawRun(t.db.orm);
    expect((await view('weekly', empty.after(DAY))).refusal).toMatch(/No entries are eligible/);
    const run = await createDrawRun(t.db.orm);
    await run.enter(run.after(HOUR), run.after(2 * HOUR));
    const pool = await freeze('weekly', run.after(DAY));
    await run.enter(run.after(DAY + HOUR), run.after(DAY + 2 * HOUR));
    const [draws, audits] = [await drawRows(), await auditCount()];
    const seen = await view('weekly', run.after(2 * DAY));
    expect(seen).toMatchObject({
      eligibleCount: 4,
      refusal: null,
      openDraw: {
        drawNumber: pool.drawNumber,
        poolSize: 2,
        entriesSinceFreeze: 2,
        isStale: false,
      },
    });
    expect((await view('weekly', run.after(WEEK + DAY))).openDraw?.isStale).toBe(true);
    expect((await view('monthly', run.after(DAY))).refusal).toMatch(/Monthly draws are held on/);
    expect(await drawRows()).toBe(draws);
    expect(await auditCount()).toBe(audits);
  });
});

describe('a week of entries after a draw', () => {
  it('all appear in the next pool, which supersedes a pool frozen before them', async () => {
    const { enter, after } = await createDrawRun(t.db.orm);
    const first = await enter(after(HOUR), after(DAY), after(2 * DAY));
    const pool1 = await freeze('weekly', after(6 * DAY));
    const won = await press('weekly', pool1.drawNumber, after(6 * DAY + 1000));
    // The probe's case: a pool frozen just after the draw, then a week of entries.
    const early = await freeze('weekly', after(WEEK + 3000));
    expect(early.poolSize).toBe(2);
    const week = await enter(
      ...Array.from({ length: 7 }, (_, i) => after(WEEK + i * DAY + 12 * HOUR)),
    );
    expect((await view('weekly', after(2 * WEEK - HOUR))).openDraw).toMatchObject({
      drawNumber: early.drawNumber,
      entriesSinceFreeze: 7,
    });
    const next = await freeze('weekly', after(2 * WEEK - HOUR));
    expect(next.drawNumber).not.toBe(early.drawNumber);
    expect(next.serialNumbers).toEqual(
      [...first.filter((s) => s !== won.serialNumber), ...week].sort(),
    );
    expect(next.serialNumbers).toEqual(expect.arrayContaining(week));
  });
});

describe('superseding an open pool', () => {
  it('marks it superseded with who and when, audits why, and refuses to draw it', async () => {
    const { enter, after } = await createDrawRun(t.db.orm);
    await enter(after(HOUR), after(2 * HOUR));
    const stale = await freeze('weekly', after(DAY));
    const [late] = await enter(after(DAY + HOUR));
    const supersedes = await auditCount('golden-ticket-draw.supersede');
    const fresh = await freeze('weekly', after(2 * DAY));
    expect(fresh.serialNumbers).toContain(late);
    const [row] = await t.db.orm
      .select()
      .from(goldenDraws)
      .where(eq(goldenDraws.id, stale.drawNumber));
    expect(row).toMatchObject({ supersededAt: after(2 * DAY), supersededBy: actor.actorId });
    expect(await auditCount('golden-ticket-draw.supersede')).toBe(supersedes + 1);
    expect(await supersedeDetails(stale.drawNumber)).toMatchObject({
      periodPassed: false,
      entriesSinceFreeze: 1,
      noLongerEligible: 0,
      poolSize: 2,
    });
    expect(await refusal(press('weekly', stale.drawNumber, after(2 * DAY)))).toEqual({
      statusCode: 409,
      message:
        'This pool was superseded by a newer one: press Draw again to draw from the current entries',
    });
    // The superseded pool still checks: it is what was frozen, at its time.
    const checked = await checkGoldenDraw(t.db.orm, stale.drawNumber);
    expect(checked).toMatchObject({ matches: true, supersededAt: after(2 * DAY).toISOString() });
    expect((await press('weekly', fresh.drawNumber, after(2 * DAY))).drawNumber).toBe(
      fresh.drawNumber,
    );
  });

  it('reuses an unchanged open pool in its period, and supersedes it once the period passed', async () => {
    const { enter, after } = await createDrawRun(t.db.orm);
    await enter(after(HOUR));
    const pool = await freeze('weekly', after(DAY));
    const freezes = await auditCount('golden-ticket-draw.freeze');
    expect((await freeze('weekly', after(2 * DAY))).drawNumber).toBe(pool.drawNumber);
    expect(await auditCount('golden-ticket-draw.freeze')).toBe(freezes);
    expect(await refusal(press('weekly', pool.drawNumber, after(WEEK + DAY)))).toEqual({
      statusCode: 409,
      message:
        'This pool was frozen for an earlier draw period: press Draw again to freeze the current entries',
    });
    const next = await freeze('weekly', after(WEEK + DAY));
    expect(next.drawNumber).not.toBe(pool.drawNumber);
    expect(await supersedeDetails(pool.drawNumber)).toMatchObject({
      periodPassed: true,
      entriesSinceFreeze: 0,
    });
  });

  it('refuses to draw an open pool that entries made since its freeze are missing from', async () => {
    const { enter, after } = await createDrawRun(t.db.orm);
    await enter(after(HOUR));
    const pool = await freeze('weekly', after(DAY));
    await enter(after(DAY + HOUR));
    expect(await refusal(press('weekly', pool.drawNumber, after(2 * DAY)))).toEqual({
      statusCode: 409,
      message:
        'The eligible entries have changed since this pool was frozen: press Draw again to freeze the current entries',
    });
  });
});

describe("the terms' draw periods and prize counts", () => {
  it('holds one weekly draw per week counted from the opening, up to the weekly count', async () => {
    const { enter, after } = await createDrawRun(t.db.orm, {
      prizes: () => ({ weekly: { count: 2, value: 100 } }),
    });
    await enter(after(HOUR), after(2 * HOUR), after(3 * HOUR), after(4 * HOUR));
    const one = await freeze('weekly', after(DAY));
    await press('weekly', one.drawNumber, after(DAY));
    expect(await refusal(freeze('weekly', after(WEEK - HOUR)))).toEqual({
      statusCode: 409,
      message: `The draw of this type for this period has already been held, on ${dayOf(after(DAY))}`,
    });
    const two = await freeze('weekly', after(WEEK + HOUR));
    await press('weekly', two.drawNumber, after(WEEK + HOUR));
    // The 3rd weekly draw when the terms give 2 (the probe's 16th when they give 15).
    const third = {
      statusCode: 409,
      message: 'The terms give 2 prizes of this type, and all of them have been drawn',
    };
    expect(await refusal(freeze('weekly', after(2 * WEEK + HOUR)))).toEqual(third);
    expect((await view('weekly', after(2 * WEEK + HOUR))).refusal).toBe(third.message);
  });

  it("refuses weekly draws after the week in which the run's draws end", async () => {
    const { promotion, enter, after } = await createDrawRun(t.db.orm, { weeks: 2 });
    await enter(after(HOUR));
    const outside = {
      statusCode: 409,
      message:
        'Weekly draws are held in the weeks counted from the run’s opening, until its draws end',
    };
    expect(await refusal(freeze('weekly', after(2 * WEEK + HOUR)))).toEqual(outside);
    expect((await freeze('weekly', after(2 * WEEK - HOUR))).promotion).toBe(promotion.slug);
  });

  it('holds monthly draws on their dates only, one a day', async () => {
    let dates: string[] = [];
    const { enter, after } = await createDrawRun(t.db.orm, {
      prizes: (at) => {
        dates = [dayOf(at(3 * DAY + 12 * HOUR)), dayOf(at(10 * DAY + 12 * HOUR))];
        return { monthly: { count: 2, value: 500, dates } };
      },
    });
    await enter(after(HOUR), after(2 * HOUR), after(3 * HOUR));
    expect(await refusal(freeze('monthly', after(5 * DAY + 12 * HOUR)))).toEqual({
      statusCode: 409,
      message: `Monthly draws are held on ${dates.join(', ')} only`,
    });
    const on = after(3 * DAY + 12 * HOUR);
    const first = await freeze('monthly', on);
    await press('monthly', first.drawNumber, on);
    expect((await refusal(freeze('monthly', new Date(on.getTime() + HOUR)))).message).toMatch(
      /already been held/,
    );
    const second = await freeze('monthly', after(10 * DAY + 12 * HOUR));
    expect((await press('monthly', second.drawNumber, after(10 * DAY + 12 * HOUR))).draw).toBe(
      'monthly',
    );
  });

  it('draws the star prize on its date, once', async () => {
    let date = '';
    const { enter, after } = await createDrawRun(t.db.orm, {
      prizes: (at) => {
        date = dayOf(at(4 * DAY + 12 * HOUR));
        return { star: { count: 1, value: 2500, date } };
      },
    });
    await enter(after(HOUR), after(2 * HOUR));
    expect(await refusal(freeze('stared', after(3 * DAY + 12 * HOUR)))).toEqual({
      statusCode: 409,
      message: `The star prize is drawn on ${date} only`,
    });
    const on = after(4 * DAY + 12 * HOUR);
    const star = await freeze('stared', on);
    await press('stared', star.drawNumber, on);
    // The probe's 2nd star draw, on the same day.
    expect(await refusal(freeze('stared', new Date(on.getTime() + HOUR)))).toEqual({
      statusCode: 409,
      message: 'The terms give 1 prize of this type, and it has been drawn',
    });
  });
});
