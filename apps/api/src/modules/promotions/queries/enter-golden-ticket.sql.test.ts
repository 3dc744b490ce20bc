import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldenEntries, goldenSerials, winningMoments } from '#src/db/schema.ts';
import { createTestDatabase } from '#src/testing/test-app.ts';
import { claimInstantWin } from '../prize-terms.ts';
import { createGoldenRun, TEST_LIMITS } from '../testing/golden-runs.ts';
import { enterGoldenTicket, type EnterGoldenTicketParams } from './enter-golden-ticket.sql.ts';

// The statement and the claim after it, without the API, on PGlite and (with
// TEST_DATABASE_URL) on the PostgreSQL server; golden-ticket-concurrency.test.ts races them
// through the API, prize-terms.test.ts covers the terms the claim applies.
let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.dispose());

let people = 0;
/** The entry statement, then the claim when it saw a moment due, as createGoldenEntry does. */
async function enter(
  promotionId: number,
  serial: string,
  over: Partial<EnterGoldenTicketParams> = {},
) {
  people += 1;
  const e = {
    promotionId,
    serial,
    firstName: 'Aoife',
    lastName: 'Byrne',
    email: `aoife.${people}@example.ie`,
    now: new Date(),
    canWin: true,
    ...over,
  };
  const entered = await enterGoldenTicket(db, e);
  if (!entered) return undefined;
  const run = { id: promotionId, limits: TEST_LIMITS };
  return { won: entered.due && (await claimInstantWin(db.orm, run, entered.id, e.now)) };
}

const momentsOf = (promotionId: number) =>
  db.orm
    .select()
    .from(winningMoments)
    .where(eq(winningMoments.promotionId, promotionId))
    .orderBy(winningMoments.id);
const entriesOf = (serial: string) =>
  db.orm.select().from(goldenEntries).where(eq(goldenEntries.serial, serial));

describe('enterGoldenTicket', () => {
  it('claims the serial, stores the entry and takes the earliest due moment, ties by id', async () => {
    const { promotion, serials } = await createGoldenRun(db.orm, {
      momentsAt: [-1_000, -60_000, -60_000, 60 * 60_000],
    });
    const now = new Date();
    const email = 'aoife@example.ie';
    expect(await enter(promotion.id, serials[0]!, { now, email })).toEqual({ won: true });

    const [entry] = await entriesOf(serials[0]!);
    expect(entry).toMatchObject({
      promotionId: promotion.id,
      firstName: 'Aoife',
      lastName: 'Byrne',
      email,
      emailKey: email,
      marketingConsentAt: now,
      createdAt: now,
    });
    const [serial] = await db.orm
      .select()
      .from(goldenSerials)
      .where(eq(goldenSerials.serial, serials[0]!));
    expect(serial!.usedAt).toEqual(now);
    // The two moments a minute ago are the earliest; of those, the lower id.
    expect((await momentsOf(promotion.id)).map((m) => m.entryId)).toEqual([
      null,
      entry!.id,
      null,
      null,
    ]);

    expect(await enter(promotion.id, serials[1]!)).toEqual({ won: true });
    expect(await enter(promotion.id, serials[2]!)).toEqual({ won: true });
    // The last moment is not due yet.
    expect(await enter(promotion.id, serials[3]!)).toEqual({ won: false });
    const moments = await momentsOf(promotion.id);
    expect(moments.filter((m) => m.entryId !== null)).toHaveLength(3);
    expect(moments[3]!.entryId).toBeNull();
  });

  it('writes nothing for a used serial, another run’s serial or an unknown one', async () => {
    const older = await createGoldenRun(db.orm);
    const { promotion, serials } = await createGoldenRun(db.orm, { momentsAt: [-1_000] });
    expect(await enter(promotion.id, serials[0]!, { canWin: false })).toEqual({ won: false });

    expect(await enter(promotion.id, serials[0]!)).toBeUndefined();
    expect(await enter(promotion.id, older.serials[0]!)).toBeUndefined();
    expect(await enter(promotion.id, 'ZZZZ2222')).toBeUndefined();

    expect(await entriesOf(serials[0]!)).toHaveLength(1);
    expect(await entriesOf(older.serials[0]!)).toHaveLength(0);
    // A refused entry leaves the due moment to the next valid one.
    expect((await momentsOf(promotion.id))[0]!.entryId).toBeNull();
    expect(await enter(promotion.id, serials[1]!)).toEqual({ won: true });
  });

  it('takes no moment outside the instant-win window', async () => {
    const { promotion, serials } = await createGoldenRun(db.orm, { momentsAt: [-1_000] });
    expect(await enter(promotion.id, serials[0]!, { canWin: false })).toEqual({ won: false });
    expect((await momentsOf(promotion.id))[0]!.entryId).toBeNull();
    expect(await entriesOf(serials[0]!)).toHaveLength(1);
  });
});
