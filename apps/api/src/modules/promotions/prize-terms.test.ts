import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as translate } from '@lumen/i18n/messages';
import type { DrawKind, PromotionLimits } from '@lumen/validation';
import { goldenEntries, promotionDrawWinners, winningMoments } from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { createTestStaff } from '#src/testing/staff.ts';
import { drawGoldenWinner } from './draw/draw-golden-winner.ts';
import { freezeGoldenDraw } from './draw/freeze-golden-draw.ts';
import { dayOf } from './testing/draw-runs.ts';
import { createGoldenRun, entryFor, freshAddress, TEST_PRIZES } from './testing/golden-runs.ts';

/*
 * The prize terms (campaigns spec §9; docs/decisions/039) on a real, migrated database: the
 * per-entrant cap by normalised address and the one instant win per entrant, reached by
 * instant wins, by draws or by both; the run's maximum number and total value of prizes; and
 * the draws' pools. Entries go through the API, as a visitor's do; draws through their
 * operations. golden-ticket-concurrency.test.ts races the caps on the PostgreSQL server.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let actor: { actorId: number; clientAddress: string };
beforeAll(async () => {
  t = await createTestApp();
  actor = { actorId: (await createTestStaff(t.db, 'admin')).id, clientAddress: '127.0.0.1' };
});
afterAll(() => t.close());

type Run = Awaited<ReturnType<typeof createGoldenRun>>;

// A draw is frozen a moment after the entries it should see.
const drawTime = () => new Date(Date.now() + 1_000);

/** A run whose monthly and star draws fall today, so every type can be drawn now. */
async function newRun(limits: Partial<PromotionLimits> = {}, momentsAt: number[] = []) {
  const today = dayOf(drawTime());
  return createGoldenRun(t.db.orm, {
    serials: 8,
    limits,
    momentsAt,
    prizes: {
      monthly: { ...TEST_PRIZES.monthly, dates: [today] },
      star: { ...TEST_PRIZES.star, date: today },
    },
  });
}

/** Enters serial `i` of the run with this address; the answer's `win` (the window is open). */
async function enter(run: Run, i: number, email: string): Promise<boolean> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/promotions/golden-ticket/golden-customer-entry',
    payload: entryFor(run.serials[i]!, { email }),
    remoteAddress: freshAddress(),
  });
  // An entrant at a cap gets the normal answer, never a refusal.
  expect(res.statusCode).toBe(200);
  return res.json().data.win;
}

/** Makes one more winning moment due now. */
async function momentDue(run: Run) {
  await t.db.orm.insert(winningMoments).values({
    promotionId: run.promotion.id,
    at: new Date(Date.now() - 1_000),
    value: TEST_PRIZES.instant.value,
  });
}

const freeze = (draw: DrawKind) => freezeGoldenDraw(t.db.orm, draw, actor, drawTime());

async function freezeAndDraw(draw: DrawKind) {
  const pool = await freeze(draw);
  return drawGoldenWinner(
    t.db.orm,
    { draw, drawNumber: pool.drawNumber },
    actor,
    () => 0,
    drawTime(),
  );
}

const unclaimedMoments = async (run: Run) =>
  (
    await t.db.orm
      .select({ entryId: winningMoments.entryId })
      .from(winningMoments)
      .where(eq(winningMoments.promotionId, run.promotion.id))
  ).filter((m) => m.entryId === null).length;

const drawWinners = async (run: Run) =>
  t.db.orm
    .select()
    .from(promotionDrawWinners)
    .where(eq(promotionDrawWinners.promotionId, run.promotion.id));

describe('the entrant behind an entry', () => {
  it('is the address trimmed, in NFC and lower case', async () => {
    const run = await newRun();
    const emails = [
      ' Aoife.Byrne@Sparks.example ',
      'aoife.byrne@sparks.example',
      'zoe\u0308@x.example',
      'zo\u00eb@x.example',
    ];
    const rows = await t.db.orm
      .insert(goldenEntries)
      .values(
        emails.map((email, i) => ({
          promotionId: run.promotion.id,
          serial: run.serials[i]!,
          firstName: 'Aoife',
          lastName: 'Byrne',
          email,
          marketingConsentAt: new Date(),
        })),
      )
      .returning({ emailKey: goldenEntries.emailKey });
    expect(rows.map((r) => r.emailKey)).toEqual([
      'aoife.byrne@sparks.example',
      'aoife.byrne@sparks.example',
      'zo\u00eb@x.example',
      'zo\u00eb@x.example',
    ]);
  });
});

describe('instant wins', () => {
  it('are one per entrant, however the address is written; the moment goes to the next entrant', async () => {
    const run = await newRun({}, [-3_000, -2_000, -1_000]);
    expect(await enter(run, 0, 'Rory.Kelly@Sparks.example')).toBe(true);
    expect(await enter(run, 1, 'rory.kelly@sparks.example')).toBe(false);
    expect(await enter(run, 2, 'RORY.KELLY@SPARKS.EXAMPLE')).toBe(false);
    expect(await unclaimedMoments(run)).toBe(2);
    expect(await enter(run, 3, 'ciara@sparks.example')).toBe(true);
  });

  it('are not won by an entrant whose draw win leaves no room under the cap', async () => {
    const run = await newRun();
    expect(await enter(run, 0, 'Declan@Sparks.example')).toBe(false);
    expect((await freezeAndDraw('stared')).reward).toBe(2500);
    await momentDue(run);
    expect(await enter(run, 1, 'declan@sparks.example')).toBe(false);
    expect(await unclaimedMoments(run)).toBe(1);
    expect(await enter(run, 2, 'ciara@sparks.example')).toBe(true);
  });

  it('are won when draws and the voucher come exactly to the cap, and not a unit past it', async () => {
    // weekly 100 + monthly 500 + an instant 25 = 625.
    for (const [cap, wins] of [
      [625, true],
      [624, false],
    ] as const) {
      const run = await newRun({ maxValuePerEntrant: cap });
      expect(await enter(run, 0, 'sean@sparks.example')).toBe(false);
      await freezeAndDraw('weekly');
      await freezeAndDraw('monthly');
      await momentDue(run);
      expect(await enter(run, 1, 'Sean@sparks.example')).toBe(wins);
    }
  });
});

describe('the run totals', () => {
  it('stop instant wins and draws once maxPrizes prizes are given', async () => {
    const run = await newRun({ maxPrizes: 2 }, [-3_000, -2_000, -1_000]);
    expect(await enter(run, 0, 'a@sparks.example')).toBe(true);
    expect(await enter(run, 1, 'b@sparks.example')).toBe(true);
    expect(await enter(run, 2, 'c@sparks.example')).toBe(false);
    expect(await unclaimedMoments(run)).toBe(1);
    await expect(freezeAndDraw('weekly')).rejects.toMatchObject({
      statusCode: 409,
      message: translate('en', 'goldenDraw.error.maxPrizes'),
    });
    expect(await drawWinners(run)).toEqual([]);
  });

  it('stop any award that would pass maxTotalValue, and allow one that reaches it', async () => {
    const run = await newRun({ maxTotalValue: 125 }, [-2_000, -1_000]);
    expect(await enter(run, 0, 'a@sparks.example')).toBe(true);
    expect((await freezeAndDraw('weekly')).reward).toBe(100);
    expect(await enter(run, 1, 'b@sparks.example')).toBe(false);
    await expect(freezeAndDraw('monthly')).rejects.toMatchObject({
      statusCode: 409,
      message: translate('en', 'goldenDraw.error.maxTotalValue'),
    });
    expect((await drawWinners(run)).map((w) => w.draw)).toEqual(['weekly']);
  });
});

describe('draw pools', () => {
  it('leave out every entry of an entrant the prize would take past the cap, and keep them where a smaller prize fits', async () => {
    const run = await newRun({}, [-1_000]);
    expect(await enter(run, 0, 'Niamh@Sparks.example')).toBe(true);
    expect(await enter(run, 1, 'niamh@sparks.example')).toBe(false);
    expect(await enter(run, 2, 'ciara@sparks.example')).toBe(false);
    // 25 won + the star's 2,500 passes 2,500; 25 + 500 does not.
    expect((await freeze('stared')).serialNumbers).toEqual([run.serials[2]]);
    expect((await freeze('monthly')).serialNumbers).toEqual([...run.serials.slice(0, 3)].sort());
  });

  it('leave out an entrant for the awards made before the freeze only', async () => {
    const run = await newRun();
    expect(await enter(run, 0, 'niamh@sparks.example')).toBe(false);
    const [entry] = await t.db.orm
      .select({ id: goldenEntries.id })
      .from(goldenEntries)
      .where(inArray(goldenEntries.serial, [run.serials[0]!]));
    // A star win recorded after the freeze time does not empty a pool frozen before it.
    await t.db.orm.insert(promotionDrawWinners).values({
      promotionId: run.promotion.id,
      draw: 'stared',
      entryId: entry!.id,
      drawnAt: new Date(Date.now() + 60_000),
      reward: 2500,
    });
    expect((await freeze('weekly')).serialNumbers).toEqual([run.serials[0]]);
  });
});
