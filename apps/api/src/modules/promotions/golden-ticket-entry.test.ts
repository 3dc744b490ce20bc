import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldenEntries, goldenSerials, winningMoments } from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { ENTRIES_PER_WINDOW, ENTRY_BODY_LIMIT } from './create-golden-entry.ts';
import { createGoldenRun, entryFor, expectRefusal, freshAddress } from './testing/golden-runs.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/promotions/golden-ticket/golden-customer-entry';
const enter = (payload: unknown, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: URL, payload: payload as object, remoteAddress });

const entriesOf = (serial: string) =>
  t.db.orm.select().from(goldenEntries).where(eq(goldenEntries.serial, serial));
const serialRows = (serial: string) =>
  t.db.orm.select().from(goldenSerials).where(eq(goldenSerials.serial, serial));

const CLOSED = 'Sorry! Registration is closed. The Golden Ticket Promotion is no longer active.';

describe('GET /promotions/golden-ticket/current', () => {
  it('answers 404 while no run exists, and the closed message on entry', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/promotions/golden-ticket/current' });
    expectRefusal(res, 404, 'There is no Golden Ticket promotion at the moment.');
    expectRefusal(await enter(entryFor('AAAAAAAA')), 409, CLOSED);
  });

  it('tells the current run’s public facts', async () => {
    const { promotion } = await createGoldenRun(t.db.orm);
    const res = await t.app.inject({ method: 'GET', url: '/promotions/golden-ticket/current' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      slug: promotion.slug,
      opensAt: promotion.opensAt.toISOString(),
      closesAt: promotion.closesAt.toISOString(),
      instantWinStartsAt: promotion.instantWinStartsAt!.toISOString(),
      instantWinEndsAt: promotion.instantWinEndsAt!.toISOString(),
      drawsEndAt: promotion.drawsEndAt.toISOString(),
      prizes: promotion.prizes,
      open: true,
      instantWinOpen: true,
    });
    await createGoldenRun(t.db.orm, { instant: 'after' });
    const after = (
      await t.app.inject({ method: 'GET', url: '/promotions/golden-ticket/current' })
    ).json();
    expect(after).toMatchObject({ open: true, instantWinOpen: false });
    await createGoldenRun(t.db.orm, { closed: true });
    const closed = (
      await t.app.inject({ method: 'GET', url: '/promotions/golden-ticket/current' })
    ).json();
    expect(closed).toMatchObject({ open: false, instantWinOpen: false });
  });
});

describe('POST /promotions/golden-ticket/golden-customer-entry', () => {
  it('wins the moment that is due, once; the next entry does not win', async () => {
    const { promotion, serials } = await createGoldenRun(t.db.orm, { momentsAt: [-60_000] });
    const first = await enter(entryFor(serials[0]!));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ data: { win: true } });
    const second = await enter(entryFor(serials[1]!));
    expect(second.json()).toEqual({ data: { win: false } });

    const [entry] = await entriesOf(serials[0]!);
    expect(entry).toMatchObject({
      promotionId: promotion.id,
      firstName: 'Siobhán',
      lastName: 'Mac Giolla Phádraig',
    });
    const moments = await t.db.orm
      .select()
      .from(winningMoments)
      .where(eq(winningMoments.promotionId, promotion.id));
    expect(moments.map((m) => m.entryId)).toEqual([entry!.id]);
  });

  it('does not win a moment that is not due yet', async () => {
    const { serials } = await createGoldenRun(t.db.orm, { momentsAt: [60 * 60_000] });
    expect((await enter(entryFor(serials[0]!))).json()).toEqual({ data: { win: false } });
  });

  it('takes the earliest due moment first', async () => {
    const { promotion, serials } = await createGoldenRun(t.db.orm, {
      momentsAt: [-1_000, -120_000, -60_000],
    });
    await enter(entryFor(serials[0]!));
    const [taken] = await t.db.orm
      .select({ at: winningMoments.at, entryId: winningMoments.entryId })
      .from(winningMoments)
      .where(eq(winningMoments.promotionId, promotion.id))
      .orderBy(winningMoments.at);
    expect(taken!.entryId).not.toBeNull();
  });

  it('answers with no win flag after the instant-win window, and stores the entry', async () => {
    const { serials } = await createGoldenRun(t.db.orm, {
      instant: 'after',
      momentsAt: [-2 * 60 * 60_000],
    });
    const res = await enter(entryFor(serials[0]!));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: {} });
    const stored = await entriesOf(serials[0]!);
    expect(stored).toHaveLength(1);
  });

  it('refuses every entry once the run has closed, with the spec’s message', async () => {
    const { serials } = await createGoldenRun(t.db.orm, { closed: true });
    expectRefusal(await enter(entryFor(serials[0]!)), 409, CLOSED);
    const [serial] = await serialRows(serials[0]!);
    expect(serial!.usedAt).toBeNull();
  });

  it('refuses an unknown serial and one of another run with 422, a used one with 409', async () => {
    const older = await createGoldenRun(t.db.orm);
    const { serials } = await createGoldenRun(t.db.orm);
    const invalid = 'This serial number is not valid for this promotion.';
    expectRefusal(await enter(entryFor('ZZZZ2222')), 422, invalid);
    expectRefusal(await enter(entryFor(older.serials[0]!)), 422, invalid);

    // Typed in small letters, the serial is still the printed one.
    expect((await enter(entryFor(serials[0]!.toLowerCase()))).statusCode).toBe(200);
    expectRefusal(
      await enter(entryFor(serials[0]!)),
      409,
      'This serial number has already been entered.',
    );
    const stored = await entriesOf(serials[0]!);
    expect(stored).toHaveLength(1);
  });

  it('answers 400 naming each bad field with its message key, and stores nothing', async () => {
    const { serials } = await createGoldenRun(t.db.orm);
    const res = await enter({
      firstname: 'x'.repeat(31),
      lastname: '',
      email: 'a b@c.ie',
      goldenSerialNumber: 'ABC',
      marketingAgreement: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { field: 'body.firstname', message: 'goldenTicket.error.firstNameMax' },
      { field: 'body.lastname', message: 'goldenTicket.error.lastNameRequired' },
      { field: 'body.email', message: 'goldenTicket.error.emailBlank' },
      { field: 'body.goldenSerialNumber', message: 'goldenTicket.error.serialLength' },
      { field: 'body.marketingAgreement', message: 'goldenTicket.error.agreement' },
    ]);
    // A client cannot tell the server it won.
    expect((await enter({ ...entryFor(serials[0]!), win: true })).statusCode).toBe(400);
    const [serial] = await serialRows(serials[0]!);
    expect(serial!.usedAt).toBeNull();
  });

  it('answers 413 for a body over its limit', async () => {
    const res = await enter(entryFor('AAAAAAAA', { firstname: 'x'.repeat(ENTRY_BODY_LIMIT) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413 });
  });

  it(`limits one address to ${ENTRIES_PER_WINDOW} entries a window, others unaffected`, async () => {
    const { serials } = await createGoldenRun(t.db.orm);
    const address = freshAddress();
    for (let i = 0; i < ENTRIES_PER_WINDOW; i++)
      expect((await enter({}, address)).statusCode).toBe(400);
    const limited = await enter(entryFor(serials[0]!), address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await enter(entryFor(serials[0]!))).statusCode).toBe(200);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const path of [
      URL,
      '/promotions/golden-ticket/redeem-instant-win-reward',
      '/promotions/golden-ticket/current',
      '/promotions/golden-ticket/winners',
      '/promotions/express-leaderboard',
    ])
      expect(doc.paths[path], path).toBeDefined();
    expect(doc.paths[URL].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['firstname', 'lastname', 'email', 'goldenSerialNumber']),
    );
  });
});
