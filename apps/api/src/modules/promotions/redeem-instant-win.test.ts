import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, goldenEntries, instantWinRedemptions } from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { REDEEM_BODY_LIMIT, REDEEMS_PER_WINDOW } from './redeem-instant-win.ts';
import { createGoldenRun, entryFor, expectRefusal, freshAddress } from './testing/golden-runs.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
const enter = (payload: object) => post('/promotions/golden-ticket/golden-customer-entry', payload);
const redeem = (payload: unknown, remoteAddress?: string) =>
  post('/promotions/golden-ticket/redeem-instant-win-reward', payload, remoteAddress);

/** A run with `wins` moments due, entered with its first serials: those entries won. */
async function enteredRun(wins: number) {
  const { serials } = await createGoldenRun(t.db.orm, {
    momentsAt: Array.from({ length: wins }, (_, i) => -60_000 - i),
  });
  const entries = [];
  for (const serial of serials.slice(0, wins + 1)) {
    const entry = entryFor(serial);
    const res = await enter(entry);
    expect(res.json().data.win).toBe(entries.length < wins);
    entries.push(entry);
  }
  return entries;
}

const outboxTo = (to: string) => t.db.orm.select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe('POST /promotions/golden-ticket/redeem-instant-win-reward', () => {
  it('redeems a won prize in the country’s currency and queues the e-mail', async () => {
    const [uk, ie] = await enteredRun(2);
    const res = await redeem({
      email: uk!.email.toUpperCase(),
      goldenSerialNumber: uk!.goldenSerialNumber,
      country: 'uk',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      msg: `Your £25 Mastercard voucher is on its way to ${uk!.email}.`,
    });
    const ieRes = await redeem({
      email: ie!.email,
      goldenSerialNumber: ie!.goldenSerialNumber,
      country: 'ireland',
    });
    expect(ieRes.json().msg).toBe(`Your €25 Mastercard voucher is on its way to ${ie!.email}.`);

    const [mail] = await outboxTo(uk!.email);
    expect(mail).toMatchObject({
      subject: 'Your Golden Ticket instant prize',
      sentAt: null,
      lastError: null,
    });
    expect(mail!.text).toContain('£25');
    expect(mail!.text).toContain(uk!.goldenSerialNumber);
    const [entry] = await t.db.orm
      .select({ id: goldenEntries.id })
      .from(goldenEntries)
      .where(eq(goldenEntries.serial, uk!.goldenSerialNumber));
    const [redemption] = await t.db.orm
      .select()
      .from(instantWinRedemptions)
      .where(eq(instantWinRedemptions.entryId, entry!.id));
    expect(redemption!.country).toBe('uk');
  });

  it('redeems once: the second time is a 409 and no second e-mail', async () => {
    const [winner] = await enteredRun(1);
    const body = { email: winner!.email, goldenSerialNumber: winner!.goldenSerialNumber };
    expect((await redeem({ ...body, country: 'uk' })).statusCode).toBe(200);
    expectRefusal(
      await redeem({ ...body, country: 'ireland' }),
      409,
      'This instant prize has already been redeemed.',
    );
    expect(await outboxTo(winner!.email)).toHaveLength(1);
  });

  it('refuses a wrong e-mail or an unknown serial alike, with 404', async () => {
    const [winner] = await enteredRun(1);
    const notFound = 'We could not find an entry with this serial number and e-mail address.';
    expectRefusal(
      await redeem({
        email: 'someone.else@example.com',
        goldenSerialNumber: winner!.goldenSerialNumber,
        country: 'uk',
      }),
      404,
      notFound,
    );
    expectRefusal(
      await redeem({ email: winner!.email, goldenSerialNumber: 'ZZZZ2222', country: 'uk' }),
      404,
      notFound,
    );
    expect(await outboxTo(winner!.email)).toHaveLength(0);
  });

  it('refuses an entry that did not win, whatever the payload claims', async () => {
    const [, loser] = await enteredRun(1);
    const body = { email: loser!.email, goldenSerialNumber: loser!.goldenSerialNumber };
    expectRefusal(
      await redeem({ ...body, country: 'uk' }),
      409,
      'This entry did not win an instant prize.',
    );
    // A tampered payload (a win flag, another amount) is not even read.
    for (const extra of [{ win: true }, { status: true }, { value: 2500 }])
      expect((await redeem({ ...body, country: 'uk', ...extra })).statusCode).toBe(400);
    expect(await outboxTo(loser!.email)).toHaveLength(0);
  });

  it('answers 400 without a country, with the spec message key', async () => {
    const res = await redeem({ email: 'a@b.ie', goldenSerialNumber: 'AAAAAAAA' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { field: 'body.country', message: 'goldenTicket.error.location' },
    ]);
  });

  it('answers 413 over its body limit and 429 past its rate limit', async () => {
    const big = await redeem({ email: 'x'.repeat(REDEEM_BODY_LIMIT), country: 'uk' });
    expect(big.statusCode).toBe(413);
    const address = freshAddress();
    for (let i = 0; i < REDEEMS_PER_WINDOW; i++)
      expect((await redeem({}, address)).statusCode).toBe(400);
    expect((await redeem({}, address)).statusCode).toBe(429);
  });
});
