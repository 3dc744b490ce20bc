import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, goldenDraws, promotionDrawWinners } from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { CONSOLE_ORIGIN, createTestStaff, sessionCookieFor, staffGet } from '#src/testing/staff.ts';
import { createDrawRun, dayOf, HOUR } from '../testing/draw-runs.ts';
import { drawIndex } from './draw-golden-winner.ts';

/*
 * The verifiable prize draws on a real, migrated database (docs/decisions/033, 038): Draw
 * freezing the pool by a POST and drawing it once however often or concurrently it is
 * pressed, the winner reaching the public winners page and the customers list, the check and
 * each of its comparisons catching tampering, and every refusal.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let superAdmin: string;
let marketing: string;
let asm: string;

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
const view = (draw: string, cookie = admin) =>
  get(`/promotions/golden-ticket/golden-tickets?draw=${draw}`, cookie);
const freeze = (draw: string, cookie = admin) =>
  post(`/promotions/golden-ticket/draws?draw=${draw}`, cookie);
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

/** The current run, with `n` entries made an hour ago and every type drawable today. */
async function runWithEntries(n: number) {
  const today = dayOf(new Date());
  const run = await createDrawRun(t.db.orm, {
    serials: n + 2,
    prizes: () => ({
      monthly: { count: 3, value: 500, dates: [today] },
      star: { count: 1, value: 2500, date: today },
    }),
  });
  const entered = n > 0 ? await run.enter(...Array.from({ length: n }, () => hourAgo())) : [];
  return { promotion: run.promotion, entered };
}
const hourAgo = () => new Date(Date.now() - HOUR);

/** Runs `change` on the audit log, whose trigger refuses changes, as only a tamperer could. */
async function tamperAudit(sql: string, params: unknown[]) {
  await t.db.query('ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update_or_delete');
  try {
    await t.db.query(sql, params);
  } finally {
    await t.db.query('ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update_or_delete');
  }
}

describe('an empty pool and refusals before any draw', () => {
  it('refuses to freeze with 409 and a clear message when no entry is eligible, recording nothing', async () => {
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
  ])('refuses %s with 400 naming the draw type, reading or freezing', async (_what, query) => {
    for (const res of [
      await get(`/promotions/golden-ticket/golden-tickets?${query}`),
      await post(`/promotions/golden-ticket/draws?${query}`),
    ]) {
      expect(res.statusCode).toBe(400);
      // The console shows the key's text: "Draw type must be weekly, monthly or stared".
      expect(res.json().issues).toEqual([
        { field: 'querystring.draw', message: 'goldenDraw.error.drawType' },
      ]);
    }
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

  it('freezes the pool by the POST: number, size, SHA-256 over the sorted serials, audited', async () => {
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

  it('a second press of Draw, by anyone, gets the same open pool while nothing changed', async () => {
    const again = (await freeze('weekly', superAdmin)).json();
    expect(again.drawNumber).toBe(drawNumber);
    expect(again.poolSize).toBe(POOL);
    expect(await auditCount('golden-ticket-draw.freeze')).toBe(1);
    expect((await view('weekly')).json().openDraw).toMatchObject({
      drawNumber,
      entriesSinceFreeze: 0,
      isStale: false,
    });
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

  it("golden-customer names a serial's entrant; the type's next pool leaves the winner out", async () => {
    const customer = await get(
      `/promotions/golden-ticket/golden-customer?serialNumber=${winnerSerial.toLowerCase()}`,
    );
    expect(customer.statusCode).toBe(200);
    expect(Object.keys(customer.json()).sort()).toEqual(['email', 'firstName', 'lastName']);
    const next = (await view('weekly')).json();
    expect(next.eligibleCount).toBe(POOL - 1);
    expect(next.serialNumbers).not.toContain(winnerSerial);
    expect(next.openDraw).toBeNull();
    // A monthly pool is its own: the weekly winner is still in it.
    expect((await view('monthly')).json().eligibleCount).toBe(POOL);
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

  it('the check recomputes the draw and names each comparison, all matching', async () => {
    const res = await check(drawNumber, superAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      drawNumber,
      supersededAt: null,
      recordedPoolSize: POOL,
      recomputedPoolSize: POOL,
      recordedSha256: sha(entered),
      recomputedSha256: sha(entered),
      freezeAudit: { poolSize: POOL, poolSha256: sha(entered) },
      eligibleAtFreeze: { poolSize: POOL, poolSha256: sha(entered) },
      drawn: { serialNumber: winnerSerial },
      comparisons: {
        poolMatchesRecord: true,
        recordMatchesFreezeAudit: true,
        poolMatchesEligibility: true,
        indexFollowsFromValue: true,
        winnerAtIndex: true,
        resultMatchesDrawAudit: true,
      },
      matches: true,
    });
  });

  /** The comparisons that fail now; the others all hold. */
  async function failing() {
    const body = (await check(drawNumber)).json();
    const failed = Object.entries(body.comparisons as Record<string, boolean | null>)
      .filter(([, v]) => v === false)
      .map(([k]) => k);
    expect(body.matches).toBe(failed.length === 0);
    return failed;
  }

  it('the check detects a changed pool entry and a changed index', async () => {
    const spare = entered.filter((s) => s !== winnerSerial);
    // Another run's entry, so the foreign key holds and only the pool's content changes.
    const outsider = (
      await createDrawRun(t.db.orm, { serials: 1 }).then((r) => r.enter(hourAgo()))
    )[0]!;
    await t.db.query(
      'UPDATE golden_draw_pool_entries SET serial = $1 WHERE draw_id = $2 AND serial = $3',
      [outsider, drawNumber, spare[0]],
    );
    const tampered = (await check(drawNumber)).json();
    expect(tampered.recomputedSha256).not.toBe(tampered.recordedSha256);
    expect(await failing()).toEqual(
      expect.arrayContaining(['poolMatchesRecord', 'poolMatchesEligibility']),
    );
    await t.db.query(
      'UPDATE golden_draw_pool_entries SET serial = $1 WHERE draw_id = $2 AND serial = $3',
      [spare[0], drawNumber, outsider],
    );
    expect(await failing()).toEqual([]);
    await t.db.query(
      'UPDATE golden_draws SET winner_index = (winner_index + 1) % pool_size WHERE id = $1',
      [drawNumber],
    );
    expect(await failing()).toEqual(
      expect.arrayContaining(['indexFollowsFromValue', 'resultMatchesDrawAudit']),
    );
    await t.db.query(
      'UPDATE golden_draws SET winner_index = (winner_index + pool_size - 1) % pool_size WHERE id = $1',
      [drawNumber],
    );
    expect(await failing()).toEqual([]);
  });

  it('the check detects a recorded winner changed to another entry of the pool', async () => {
    const other = entered.find((s) => s !== winnerSerial)!;
    const swap = (serial: string) =>
      t.db.query(
        'UPDATE golden_draws SET winner_entry_id = (SELECT id FROM golden_entries WHERE serial = $1) WHERE id = $2',
        [serial, drawNumber],
      );
    await swap(other);
    try {
      const body = (await check(drawNumber)).json();
      expect(body.drawn.serialNumber).toBe(other);
      // The pool, the value and the index are untouched: only the winner is wrong.
      expect(body.comparisons).toEqual({
        poolMatchesRecord: true,
        recordMatchesFreezeAudit: true,
        poolMatchesEligibility: true,
        indexFollowsFromValue: true,
        winnerAtIndex: false,
        resultMatchesDrawAudit: false,
      });
      expect(body.matches).toBe(false);
    } finally {
      await swap(winnerSerial);
    }
    expect(await failing()).toEqual([]);
  });

  it('the check detects a pool that is not the eligibility recomputed at the freeze time', async () => {
    const member = entered.find((s) => s !== winnerSerial)!;
    // The entry's time moved past the freeze: it could not have been in the pool.
    await t.db.query(
      `UPDATE golden_entries SET created_at = (SELECT frozen_at FROM golden_draws WHERE id = $2) + interval '1 second'
        WHERE serial = $1`,
      [member, drawNumber],
    );
    try {
      expect(await failing()).toEqual(['poolMatchesEligibility']);
      expect((await check(drawNumber)).json().eligibleAtFreeze.poolSize).toBe(POOL - 1);
    } finally {
      await t.db.query('UPDATE golden_entries SET created_at = $2 WHERE serial = $1', [
        member,
        hourAgo(),
      ]);
    }
    expect(await failing()).toEqual([]);
  });

  it("the check detects a pool and recorded hash rewritten together, by the freeze's audit entry", async () => {
    const member = entered.filter((s) => s !== winnerSerial).at(-1)!;
    const shrunk = [...entered].filter((s) => s !== member);
    // The row's size and hash rewritten to fit the pool, the index kept inside it.
    const recordPool = (serials: string[]) =>
      t.db.query(
        'UPDATE golden_draws SET pool_size = $2::int, pool_sha256 = $3, winner_index = random_value % $2::int WHERE id = $1',
        [drawNumber, serials.length, sha(serials)],
      );
    await t.db.query('DELETE FROM golden_draw_pool_entries WHERE draw_id = $1 AND serial = $2', [
      drawNumber,
      member,
    ]);
    await recordPool(shrunk);
    const failed = await failing();
    expect(failed).toContain('recordMatchesFreezeAudit');
    expect(failed).toContain('poolMatchesEligibility');
    expect(failed).not.toContain('poolMatchesRecord');
    await t.db.query('INSERT INTO golden_draw_pool_entries (draw_id, serial) VALUES ($1, $2)', [
      drawNumber,
      member,
    ]);
    await recordPool(entered);
    expect(await failing()).toEqual([]);
  });

  it("the check detects a freeze audit entry that differs, or is missing, and a draw's that differs", async () => {
    const forged = '0'.repeat(64);
    const where = `target_type = 'golden-draw' AND target_id = $1`;
    await tamperAudit(
      `UPDATE audit_log SET details = jsonb_set(details, '{poolSha256}', to_jsonb($2::text))
        WHERE action = 'golden-ticket-draw.freeze' AND ${where}`,
      [String(drawNumber), forged],
    );
    expect(await failing()).toEqual(['recordMatchesFreezeAudit']);
    expect((await check(drawNumber)).json().freezeAudit.poolSha256).toBe(forged);
    await tamperAudit(
      `UPDATE audit_log SET details = jsonb_set(details, '{poolSha256}', to_jsonb($2::text))
        WHERE action = 'golden-ticket-draw.freeze' AND ${where}`,
      [String(drawNumber), sha(entered)],
    );
    expect(await failing()).toEqual([]);

    await tamperAudit(
      `UPDATE audit_log SET details = jsonb_set(details, '{winnerIndex}', to_jsonb(((details->>'winnerIndex')::int + 1) % 12))
        WHERE action = 'golden-ticket-draw.draw' AND ${where}`,
      [String(drawNumber)],
    );
    expect(await failing()).toEqual(['resultMatchesDrawAudit']);

    await tamperAudit(
      `DELETE FROM audit_log WHERE action = 'golden-ticket-draw.freeze' AND ${where}`,
      [String(drawNumber)],
    );
    expect((await check(drawNumber)).json().freezeAudit).toBeNull();
    expect(await failing()).toEqual(['recordMatchesFreezeAudit', 'resultMatchesDrawAudit']);
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

  it('two staff freezing the same type at once get one frozen draw', async () => {
    await runWithEntries(3);
    const [a, b] = await Promise.all([freeze('monthly'), freeze('monthly', superAdmin)]);
    expect(a.statusCode).toBe(200);
    expect(a.json().drawNumber).toBe(b.json().drawNumber);
  });
});

describe('who may call the draw routes', () => {
  const routes = [
    (cookie: string) => view('weekly', cookie),
    (cookie: string) => freeze('weekly', cookie),
    (cookie: string) =>
      get('/promotions/golden-ticket/golden-customer?serialNumber=ABCDEFGH', cookie),
    (cookie: string) => press('weekly', 1, cookie),
    (cookie: string) => check(1, cookie),
  ];

  it('answers 401 without a session and 403 to marketing and ASMs, changing nothing', async () => {
    await runWithEntries(2);
    const before = await countRows(goldenDraws);
    for (const call of routes) expect((await call('')).statusCode).toBe(401);
    for (const cookie of [marketing, asm])
      for (const call of routes) expect((await call(cookie)).statusCode).toBe(403);
    expect(await countRows(goldenDraws)).toBe(before);
  });

  it('refuses a freeze or a press from another origin, freezing nothing', async () => {
    const before = await countRows(goldenDraws);
    for (const url of [
      '/promotions/golden-ticket/draws?draw=weekly',
      '/promotions/golden-ticket/winner-update?draw=weekly&drawNumber=1',
    ])
      expect((await post(url, admin, 'https://evil.example')).statusCode).toBe(403);
    expect(await countRows(goldenDraws)).toBe(before);
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
