import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, goldenDraws, goldenEntries, promotionDrawWinners } from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { CONSOLE_ORIGIN, createTestStaff, sessionCookieFor, staffGet } from '#src/testing/staff.ts';
import { createGoldenRun } from '../testing/golden-runs.ts';
import { drawIndex } from './draw-golden-winner.ts';

/*
 * The verifiable prize draws on a real, migrated database (docs/decisions/033): freezing a
 * pool, drawing it once however often or concurrently Draw is pressed, the winner reaching
 * the public winners page and the customers list, the check and its detection of tampering,
 * and every refusal.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let superAdmin: string;
let marketing: string;
let asm: string;

const HOUR = 3_600_000;
const POOL = 12;

beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  admin = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'admin')).id);
  superAdmin = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'super-admin')).id);
  marketing = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'marketing')).id);
  asm = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'asm')).id);
});
afterAll(() => t.close());

const get = (url: string, cookie = admin) => staffGet(t.app, url, cookie);
const post = (url: string, cookie = admin, origin: string | undefined = CONSOLE_ORIGIN) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, ...(origin ? { origin } : {}) } });
const freeze = (draw: string, cookie = admin) =>
  get(`/promotions/golden-ticket/golden-tickets?draw=${draw}`, cookie);
const press = (draw: string, drawNumber: number, cookie = admin) =>
  post(`/promotions/golden-ticket/winner-update?draw=${draw}&drawNumber=${drawNumber}`, cookie);
const check = (drawNumber: number | string, cookie = admin) =>
  get(`/promotions/golden-ticket/draws/${drawNumber}/check`, cookie);

const sha = (serials: string[]) =>
  createHash('sha256')
    .update([...serials].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join('\n'))
    .digest('hex');

async function countRows(
  table: typeof goldenDraws | typeof promotionDrawWinners | typeof auditLog,
) {
  const [row] = await t.db.orm.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function auditCount(action: string) {
  const [row] = await t.db.orm
    .select({ n: count() })
    .from(auditLog)
    .where(eq(auditLog.action, action));
  return row?.n ?? 0;
}

/** A run (the current one from now on) with `n` entries made an hour ago. */
async function runWithEntries(n: number) {
  const { promotion, serials } = await createGoldenRun(t.db.orm, { serials: n + 2 });
  const at = new Date(Date.now() - HOUR);
  if (n > 0)
    await t.db.orm.insert(goldenEntries).values(
      serials.slice(0, n).map((serial, i) => ({
        promotionId: promotion.id,
        serial,
        firstName: `Entrant${i}`,
        lastName: i % 2 ? 'Ó Súilleabháin' : 'Byrne',
        email: `entrant${i}@sparks.example`,
        marketingConsentAt: at,
        createdAt: at,
      })),
    );
  return { promotion, entered: serials.slice(0, n), spare: serials.slice(n) };
}

describe('an empty pool and refusals before any draw', () => {
  it('answers 409 with a clear message when no entry is eligible, recording nothing', async () => {
    await runWithEntries(0);
    const before = await countRows(auditLog);
    const res = await freeze('weekly');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/No entries are eligible for this draw/);
    expect(await countRows(goldenDraws)).toBe(0);
    expect(await countRows(auditLog)).toBe(before);
  });

  it.each([
    ['an unknown draw type', 'draw=yearly'],
    ['a draw type in capitals', 'draw=WEEKLY'],
    ['an empty draw type', 'draw='],
    ['no draw type', ''],
  ])('refuses %s with 400 naming the draw type', async (_what, query) => {
    const res = await get(`/promotions/golden-ticket/golden-tickets?${query}`);
    expect(res.statusCode).toBe(400);
    // The console shows the key's text: "Draw type must be weekly, monthly or stared".
    expect(res.json().issues).toEqual([
      { field: 'querystring.draw', message: 'goldenDraw.error.drawType' },
    ]);
  });

  it('refuses an unknown parameter with 400', async () => {
    const res = await get('/promotions/golden-ticket/golden-tickets?draw=weekly&page=1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/querystring/);
  });
});

describe('a full draw', () => {
  let slug: string;
  let entered: string[];
  let drawNumber: number;
  let winnerSerial: string;

  beforeAll(async () => {
    const run = await runWithEntries(POOL);
    slug = run.promotion.slug;
    entered = run.entered;
  });

  it('freezes the pool: number, size, SHA-256 over the sorted serials, audited', async () => {
    const res = await freeze('weekly');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      drawNumber: expect.any(Number),
      draw: 'weekly',
      promotion: slug,
      frozenAt: expect.any(String),
      poolSize: POOL,
      poolSha256: sha(entered),
      serialNumbers: [...entered].sort(),
    });
    drawNumber = body.drawNumber;
    expect(await auditCount('golden-ticket-draw.freeze')).toBe(1);
  });

  it('reuses the open draw: loading again, even after a new entry, gives the same pool', async () => {
    const again = (await freeze('weekly', superAdmin)).json();
    expect(again.drawNumber).toBe(drawNumber);
    expect(again.poolSize).toBe(POOL);
    expect(await auditCount('golden-ticket-draw.freeze')).toBe(1);
  });

  it('refuses a client-chosen serial, a wrong type and an unknown number, changing nothing', async () => {
    const chosen = await post(
      `/promotions/golden-ticket/winner-update?draw=weekly&drawNumber=${drawNumber}&serialNumber=${entered[0]}`,
    );
    expect(chosen.statusCode).toBe(400);
    // "The server draws the winner: a serial number cannot be chosen".
    expect(chosen.json().issues).toEqual([
      { field: 'querystring.serialNumber', message: 'goldenDraw.error.serialChosen' },
    ]);
    const spec = await post(`/promotions/golden-ticket/winner-update?draw=weekly&serialNumber=X`);
    expect(spec.statusCode).toBe(400);
    const wrongType = await press('monthly', drawNumber);
    expect(wrongType.statusCode).toBe(409);
    expect(wrongType.json().message).toMatch(/another type/);
    expect((await press('weekly', 2_147_483_647)).statusCode).toBe(404);
    for (const n of ['0', '-1', '1.5', 'x', '2147483648', ''])
      expect(
        (await post(`/promotions/golden-ticket/winner-update?draw=weekly&drawNumber=${n}`))
          .statusCode,
      ).toBe(400);
    expect((await press('yearly', drawNumber)).statusCode).toBe(400);
    expect(await countRows(promotionDrawWinners)).toBe(0);
    expect(await auditCount('golden-ticket-draw.draw')).toBe(0);
  });

  it('draws once: value, index, winner and drawer recorded; a second press gets the same', async () => {
    const res = await press('weekly', drawNumber);
    expect(res.statusCode).toBe(200);
    const won = res.json();
    expect(won.winnerIndex).toBe(won.randomValue % POOL);
    expect(won.serialNumber).toBe([...entered].sort()[won.winnerIndex]);
    expect(won).toMatchObject({
      drawNumber,
      draw: 'weekly',
      promotion: slug,
      poolSize: POOL,
      poolSha256: sha(entered),
      reward: 100,
      drawnBy: expect.any(String),
      winner: {
        firstName: expect.stringMatching(/^Entrant/),
        lastName: expect.any(String),
        email: expect.stringMatching(/@sparks\.example$/),
      },
    });
    winnerSerial = won.serialNumber;
    const second = await press('weekly', drawNumber, superAdmin);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(won);
    expect(await countRows(promotionDrawWinners)).toBe(1);
    expect(await auditCount('golden-ticket-draw.draw')).toBe(1);
  });

  it('the winner is on the public winners page and flagged in the customers list', async () => {
    const winners = (await get(`/promotions/golden-ticket/winners?promotion=${slug}`, '')).json();
    expect(winners.weekly).toHaveLength(1);
    expect(winners.weekly[0].reward).toBe(100);
    const customers = (await get('/admin/golden-ticket-customers')).json().customers.content;
    const row = customers.find(
      (c: { goldenSerialNumber: string }) => c.goldenSerialNumber === winnerSerial,
    );
    expect(row).toMatchObject({ weeklyWin: true, weeklyWinDate: expect.any(String) });
  });

  it("golden-customer names a serial's entrant; the next pool leaves the winner out", async () => {
    const customer = await get(
      `/promotions/golden-ticket/golden-customer?serialNumber=${winnerSerial.toLowerCase()}`,
    );
    expect(customer.statusCode).toBe(200);
    expect(Object.keys(customer.json()).sort()).toEqual(['email', 'firstName', 'lastName']);
    const next = (await freeze('weekly')).json();
    expect(next.drawNumber).not.toBe(drawNumber);
    expect(next.poolSize).toBe(POOL - 1);
    expect(next.serialNumbers).not.toContain(winnerSerial);
    // A monthly pool is its own: the weekly winner is still in it.
    expect((await freeze('monthly')).json().poolSize).toBe(POOL);
  });

  it.each([
    ['seven characters', 'ABCDEFG', 400],
    ['nine characters', 'ABCDEFGHI', 400],
    ['a space inside', 'ABCD%20FGH', 400],
    ['nothing', '', 400],
    ['an unknown serial', 'ZZZZZZZZ', 404],
  ])('golden-customer refuses %s', async (_what, serial, status) => {
    const res = await get(`/promotions/golden-ticket/golden-customer?serialNumber=${serial}`);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('the check recomputes the hash and the winner and says they match', async () => {
    const res = await check(drawNumber, superAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      drawNumber,
      recordedPoolSize: POOL,
      recomputedPoolSize: POOL,
      recordedSha256: sha(entered),
      recomputedSha256: sha(entered),
      drawn: { serialNumber: winnerSerial, indexFollowsFromValue: true, winnerAtIndex: true },
      matches: true,
    });
  });

  it('the check detects a changed pool entry and a changed index', async () => {
    const { spare } = { spare: entered.filter((s) => s !== winnerSerial) };
    // Another run's entry, so the foreign key holds and only the pool's content changes.
    const outsider = (await runWithEntries(1)).entered[0]!;
    await t.db.query(
      'UPDATE golden_draw_pool_entries SET serial = $1 WHERE draw_id = $2 AND serial = $3',
      [outsider, drawNumber, spare[0]],
    );
    const tampered = (await check(drawNumber)).json();
    expect(tampered.matches).toBe(false);
    expect(tampered.recomputedSha256).not.toBe(tampered.recordedSha256);
    await t.db.query(
      'UPDATE golden_draw_pool_entries SET serial = $1 WHERE draw_id = $2 AND serial = $3',
      [spare[0], drawNumber, outsider],
    );
    expect((await check(drawNumber)).json().matches).toBe(true);
    await t.db.query(
      'UPDATE golden_draws SET winner_index = (winner_index + 1) % pool_size WHERE id = $1',
      [drawNumber],
    );
    const moved = (await check(drawNumber)).json();
    expect(moved.matches).toBe(false);
    expect(moved.drawn.indexFollowsFromValue).toBe(false);
    expect(moved.recomputedSha256).toBe(moved.recordedSha256);
  });

  it('the check refuses a bad or unknown draw number', async () => {
    expect((await check('abc')).statusCode).toBe(400);
    expect((await check(0)).statusCode).toBe(400);
    expect((await check(2_147_483_648)).statusCode).toBe(400);
    expect((await check(2_147_483_647)).statusCode).toBe(404);
  });
});

describe('two staff pressing Draw at once', () => {
  it('records exactly one winner, and both get it', async () => {
    const { promotion } = await runWithEntries(POOL);
    const pool = (await freeze('stared')).json();
    const [a, b] = await Promise.all([
      press('stared', pool.drawNumber),
      press('stared', pool.drawNumber, superAdmin),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(a.json().reward).toBe(2500);
    const [row] = await t.db.orm
      .select({ n: count() })
      .from(promotionDrawWinners)
      .where(
        and(
          eq(promotionDrawWinners.promotionId, promotion.id),
          eq(promotionDrawWinners.draw, 'stared'),
        ),
      );
    expect(row?.n).toBe(1);
  });

  it('two staff loading the same type at once get one frozen draw', async () => {
    await runWithEntries(3);
    const [a, b] = await Promise.all([freeze('monthly'), freeze('monthly', superAdmin)]);
    expect(a.json().drawNumber).toBe(b.json().drawNumber);
  });
});

describe('who may call the draw routes', () => {
  const routes = [
    () => freeze('weekly', ''),
    () => get('/promotions/golden-ticket/golden-customer?serialNumber=ABCDEFGH', ''),
    () => press('weekly', 1, ''),
    () => check(1, ''),
  ];

  it('answers 401 without a session and 403 to marketing and ASMs, changing nothing', async () => {
    const before = await countRows(goldenDraws);
    for (const call of routes) expect((await call()).statusCode).toBe(401);
    for (const cookie of [marketing, asm]) {
      expect((await freeze('weekly', cookie)).statusCode).toBe(403);
      expect(
        (await get('/promotions/golden-ticket/golden-customer?serialNumber=ABCDEFGH', cookie))
          .statusCode,
      ).toBe(403);
      expect((await press('weekly', 1, cookie)).statusCode).toBe(403);
      expect((await check(1, cookie)).statusCode).toBe(403);
    }
    expect(await countRows(goldenDraws)).toBe(before);
  });

  it('refuses a press from another origin', async () => {
    const res = await post(
      '/promotions/golden-ticket/winner-update?draw=weekly&drawNumber=1',
      admin,
      'https://evil.example',
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('drawIndex', () => {
  it('derives the index as value mod size, drawing below a multiple of the size', () => {
    let seen: [number, number] = [0, 0];
    const fake = (min: number, max: number) => {
      seen = [min, max];
      return max - 1;
    };
    expect(drawIndex(7, fake)).toEqual({ value: seen[1] - 1, index: (seen[1] - 1) % 7 });
    expect(seen[1] % 7).toBe(0);
    expect(drawIndex(1).index).toBe(0);
    for (let i = 0; i < 50; i++) expect(drawIndex(3).index).toBeLessThan(3);
  });
});
