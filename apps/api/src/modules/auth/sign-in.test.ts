import { verify } from '@node-rs/argon2';
import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '#src/testing/test-app.ts';
import {
  CONSOLE_ORIGIN,
  createTestStaff,
  signInCookie,
  STAFF_COOKIE,
  staffGet,
} from '#src/testing/staff.ts';
import { hashSessionId } from './session-cookie.ts';
import type * as Throttle from './sign-in-throttle.ts';
import { pauseSignIn, SIGN_IN_DELAY_MAX_MS } from './sign-in-throttle.ts';

// The real argon2, watched: each sign-in must run exactly one verification, whether or not the
// name has an account, so its timing tells nothing (a timed comparison was flaky on a busy machine).
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return { ...real, verify: vi.fn(real.verify) };
});

// The delay before an answer is recorded, not waited for, except where a test asks for it.
vi.mock('./sign-in-throttle.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Throttle>();
  return { ...real, pauseSignIn: vi.fn(async () => {}) };
});
const delays = () => vi.mocked(pauseSignIn).mock.calls.map(([ms]) => ms);

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createTestStaff>>;
let marketing: Awaited<ReturnType<typeof createTestStaff>>;
beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  admin = await createTestStaff(t.db, 'admin', 'ada');
  marketing = await createTestStaff(t.db, 'marketing', 'moira');
});
afterAll(() => t.close());

const INVALID = 'Invalid user name or password';
let nextAddress = 1;
/** A client address of its own per test, so the per-client counts never mix. */
const freshAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`;

function signIn(
  payload: unknown,
  opts: { address?: string; origin?: string | null; cookie?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/auth/sign-in',
    remoteAddress: opts.address ?? freshAddress(),
    headers: {
      ...(opts.origin === null ? {} : { origin: opts.origin ?? CONSOLE_ORIGIN }),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    payload: payload as object,
  });
}

const whoAmI = (cookie?: string) => staffGet(t.app, '/auth/session', cookie);

const countRows = async (table: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

const lastAudit = async () =>
  (
    await t.db.query<{
      action: string;
      actor_id: string | null;
      client_address: string | null;
      target_id: string | null;
      details: Record<string, unknown>;
    }>(
      `SELECT action, actor_id::text, host(client_address) AS client_address, target_id, details
         FROM audit_log ORDER BY id DESC LIMIT 1`,
    )
  )[0]!;

describe('POST /auth/sign-in', () => {
  it('opens a session: HttpOnly, SameSite=Strict cookie, only its hash stored, audited', async () => {
    const res = await signIn(
      { userName: '  ADA ', password: admin.password },
      { address: '192.0.2.7' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { id: admin.id, userName: 'ada', displayName: 'Test admin', role: 'admin' },
      cards: expect.arrayContaining(['quotes', 'express-campaign', 'search-statistics']),
    });
    expect(res.json().cards).not.toContain('audit-log');
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^lumen_staff=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/');
    expect(header).toContain('Max-Age=43200');
    // http://localhost: the one case without Secure (session-cookie.test.ts covers the rest).
    expect(header).not.toContain('Secure');
    expect(res.headers['cache-control']).toBe('no-store');

    const id = res.cookies.find((c) => c.name === STAFF_COOKIE)!.value;
    const rows = await t.db.query<{ id_hash: string; client_address: string; ends: number }>(
      `SELECT id_hash, host(client_address) AS client_address,
              extract(epoch FROM expires_at - created_at)::int AS ends
         FROM staff_sessions WHERE staff_id = $1`,
      [admin.id],
    );
    expect(rows).toEqual([
      { id_hash: hashSessionId(id), client_address: '192.0.2.7', ends: 43200 },
    ]);
    expect(JSON.stringify(rows)).not.toContain(id);
    expect(await lastAudit()).toMatchObject({
      action: 'auth.sign-in',
      actor_id: String(admin.id),
      client_address: '192.0.2.7',
      target_id: String(admin.id),
    });
  });

  it('gives a new id at every sign-in and ends the session the browser brought', async () => {
    const first = await signInCookie(t.app, 'moira', marketing.password);
    const res = await signIn(
      { userName: 'moira', password: marketing.password },
      { cookie: first },
    );
    const second = `${STAFF_COOKIE}=${res.cookies.find((c) => c.name === STAFF_COOKIE)!.value}`;
    expect(second).not.toBe(first);
    expect((await whoAmI(first)).statusCode).toBe(401);
    expect((await whoAmI(second)).statusCode).toBe(200);
  });

  it('answers every failure alike: wrong password, unknown name, disabled account', async () => {
    const disabled = await createTestStaff(t.db, 'asm', 'gone');
    await t.db.query('UPDATE staff_accounts SET disabled = true WHERE id = $1', [disabled.id]);
    const sessionsBefore = await countRows('staff_sessions');
    const answers = [
      await signIn({ userName: 'ada', password: `${admin.password}x` }),
      await signIn({ userName: 'nobody', password: admin.password }),
      await signIn({ userName: 'gone', password: disabled.password }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: INVALID });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await countRows('staff_sessions')).toBe(sessionsBefore);
    const failures = await t.db.query<{ target_id: string | null; details: object }>(
      `SELECT target_id, details FROM audit_log WHERE action = 'auth.sign-in-failed'
        ORDER BY id DESC LIMIT 3`,
    );
    expect(failures.reverse()).toEqual([
      { target_id: String(admin.id), details: { userName: 'ada', reason: 'wrong-password' } },
      { target_id: null, details: { userName: 'nobody', reason: 'unknown-user' } },
      { target_id: String(disabled.id), details: { userName: 'gone', reason: 'disabled' } },
    ]);
  });

  it('verifies one argon2 hash for an unknown name, as for a wrong password (a dummy hash)', async () => {
    const verifications = async (userName: string) => {
      vi.mocked(verify).mockClear();
      expect((await signIn({ userName, password: 'not-the-password' })).statusCode).toBe(401);
      return vi.mocked(verify).mock.calls.map(([hash]) => String(hash).startsWith('$argon2id$'));
    };
    expect(await verifications('moira')).toEqual([true]);
    expect(await verifications('nobody-at-all')).toEqual([true]);
  });

  it('refuses a 10 KB password with a 400 naming the field, and records nothing', async () => {
    const audits = await countRows('audit_log');
    const throttled = await countRows('staff_sign_in_throttle');
    const res = await signIn({ userName: 'ada', password: 'p'.repeat(10 * 1024) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Invalid body.password',
      issues: [{ field: 'body.password', message: 'staff.error.passwordMax' }],
    });
    const tooLongName = await signIn({ userName: 'a'.repeat(65), password: 'x' });
    expect(tooLongName.json().issues).toEqual([
      { field: 'body.userName', message: 'staff.error.userNameMax' },
    ]);
    const missing = await signIn({ userName: '', password: '' });
    expect(missing.json().issues.map((i: { field: string }) => i.field)).toEqual([
      'body.userName',
      'body.password',
    ]);
    expect(await countRows('audit_log')).toBe(audits);
    expect(await countRows('staff_sign_in_throttle')).toBe(throttled);
  });

  it('treats SQL-shaped user names as names that match nobody', async () => {
    const accounts = await countRows('staff_accounts');
    for (const userName of [
      "ada' OR '1'='1",
      "ada'--",
      "'; DROP TABLE staff_accounts; --",
      'ada" OR ""="',
      '%',
    ]) {
      const res = await signIn({ userName, password: "' OR '1'='1" });
      expect(res.statusCode, userName).toBe(401);
      expect(res.json().message).toBe(INVALID);
    }
    expect(await countRows('staff_accounts')).toBe(accounts);
  });

  it('refuses a request without the console’s Origin (403), before anything is counted', async () => {
    const audits = await countRows('audit_log');
    const sessions = await countRows('staff_sessions');
    const throttled = await countRows('staff_sign_in_throttle');
    for (const origin of [null, 'https://evil.example', 'http://localhost:3000', 'null']) {
      const res = await signIn({ userName: 'ada', password: admin.password }, { origin });
      expect(res.statusCode, String(origin)).toBe(403);
      expect(res.json().message).toBe('This request must come from the staff console');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await countRows('audit_log')).toBe(audits);
    expect(await countRows('staff_sessions')).toBe(sessions);
    expect(await countRows('staff_sign_in_throttle')).toBe(throttled);
  });
});

describe('sign-in lock', () => {
  it('locks one client out of one name after 10 failures; the right password from elsewhere works', async () => {
    const victim = await createTestStaff(t.db, 'asm', 'locked-out');
    const attacker = freshAddress();
    for (let i = 0; i < 10; i++) {
      const res = await signIn(
        { userName: 'locked-out', password: `guess-${i}` },
        { address: attacker },
      );
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const locked = await signIn(
      { userName: 'locked-out', password: victim.password },
      { address: attacker },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed sign-ins. Try again in a few minutes.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(locked.headers['set-cookie']).toBeUndefined();

    // The owner, from their own address, signs in: after the name's delay, not refused.
    vi.mocked(pauseSignIn).mockClear();
    const owner = await signIn({ userName: 'locked-out', password: victim.password });
    expect(owner.statusCode).toBe(200);
    expect(delays()).toEqual([SIGN_IN_DELAY_MAX_MS]);
    // The attacker's address stays locked out of that name, and only of that name.
    expect(
      (await signIn({ userName: 'locked-out', password: victim.password }, { address: attacker }))
        .statusCode,
    ).toBe(429);
    expect(
      (await signIn({ userName: 'moira', password: marketing.password }, { address: attacker }))
        .statusCode,
    ).toBe(200);
    // A name with no account locks the same way, so a lock reveals nothing.
    for (let i = 0; i < 10; i++)
      await signIn({ userName: 'no-such-person', password: 'x' }, { address: attacker });
    expect(
      (await signIn({ userName: 'no-such-person', password: 'x' }, { address: attacker }))
        .statusCode,
    ).toBe(429);
    // Once the windows have passed, the address may try again.
    await t.db.query(
      `UPDATE staff_sign_in_throttle SET window_started_at = now() - interval '16 minutes'
        WHERE client = $1`,
      [attacker],
    );
    expect(
      (await signIn({ userName: 'locked-out', password: victim.password }, { address: attacker }))
        .statusCode,
    ).toBe(200);
  });

  it('slows a name guessed from many addresses, doubling to a cap, and never locks it', async () => {
    const user = await createTestStaff(t.db, 'asm', 'sprayed');
    vi.mocked(pauseSignIn).mockClear();
    for (let i = 0; i < 12; i++)
      expect((await signIn({ userName: 'sprayed', password: `guess-${i}` })).statusCode).toBe(401);
    expect(delays()).toEqual([0, 0, 0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000, 4000]);
    expect((await signIn({ userName: 'sprayed', password: user.password })).statusCode).toBe(200);
    // Signing in forgives the name's failures: the next typo is answered at once.
    vi.mocked(pauseSignIn).mockClear();
    await signIn({ userName: 'sprayed', password: 'typo' });
    expect(delays()).toEqual([0]);
  });

  it('waits the delay before it checks the password and answers', async () => {
    await createTestStaff(t.db, 'asm', 'slowed');
    for (let i = 0; i < 4; i++) await signIn({ userName: 'slowed', password: 'x' });
    let release: (() => void) | undefined;
    vi.mocked(pauseSignIn).mockImplementationOnce(
      (ms) =>
        new Promise<void>((resolve) => {
          expect(ms).toBe(250);
          release = resolve;
        }),
    );
    vi.mocked(verify).mockClear();
    let answered = false;
    const pending = signIn({ userName: 'slowed', password: 'x' }).then((res) => {
      answered = true;
      return res;
    });
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);
    expect(vi.mocked(verify)).not.toHaveBeenCalled();
    release!();
    expect((await pending).statusCode).toBe(401);
    expect(vi.mocked(verify)).toHaveBeenCalledTimes(1);
  });

  it('pauses for real for as long as it is asked', async () => {
    const real = await vi.importActual<typeof Throttle>('./sign-in-throttle.ts');
    const started = performance.now();
    await real.pauseSignIn(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(195);
  });

  it('locks a client after 20 failures, whichever names it tries', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++)
      expect((await signIn({ userName: `name-${i}`, password: 'x' }, { address })).statusCode).toBe(
        401,
      );
    const res = await signIn({ userName: 'moira', password: marketing.password }, { address });
    expect(res.statusCode).toBe(429);
    expect((await signIn({ userName: 'moira', password: marketing.password })).statusCode).toBe(
      200,
    );
  });

  it('forgives an account’s failures once it signs in', async () => {
    const user = await createTestStaff(t.db, 'marketing', 'typo-prone');
    const address = freshAddress();
    for (let i = 0; i < 9; i++)
      await signIn({ userName: 'typo-prone', password: 'typo' }, { address });
    expect(
      (await signIn({ userName: 'typo-prone', password: user.password }, { address })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 9; i++)
      expect(
        (await signIn({ userName: 'typo-prone', password: 'typo' }, { address })).statusCode,
      ).toBe(401);
    expect(
      (await signIn({ userName: 'typo-prone', password: user.password }, { address })).statusCode,
    ).toBe(200);
  });

  it('counts concurrent attempts exactly: 11 at once on one name from one client, one is refused unchecked', async () => {
    await createTestStaff(t.db, 'asm', 'rushed');
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 11 }, () => signIn({ userName: 'rushed', password: 'x' }, { address })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([...Array(10).fill(401), 429]);
    const other = freshAddress();
    const spread = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        signIn({ userName: `r-${i}`, password: 'x' }, { address: other }),
      ),
    );
    expect(spread.map((r) => r.statusCode).sort()).toEqual([...Array(20).fill(401), 429]);
  });

  it('counts sign-ins from a wrong Origin in the rate limit', async () => {
    const address = freshAddress();
    for (let i = 0; i < 30; i++) {
      const res = await signIn(
        { userName: 'ada', password: admin.password },
        { address, origin: 'https://evil.example' },
      );
      expect(res.statusCode).toBe(403);
    }
    const res = await signIn({ userName: 'ada', password: admin.password }, { address });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many requests from this address/);
  });
});

describe('GET /auth/session and sessions ending', () => {
  it('answers who is signed in, and 401 without a session', async () => {
    const cookie = await signInCookie(t.app, 'ada', admin.password);
    const res = await whoAmI(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.user.userName).toBe('ada');
    expect(Date.parse(body.idleExpiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    const none = await whoAmI();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Please sign in',
    });
  });

  it('refuses a forged cookie and tells the browser to drop it', async () => {
    for (const value of ['x'.repeat(43), 'not-even-the-right-shape', "' OR 1=1 --", '']) {
      const res = await whoAmI(`${STAFF_COOKIE}=${encodeURIComponent(value)}`);
      expect(res.statusCode, value).toBe(401);
    }
    const res = await whoAmI(`${STAFF_COOKIE}=${'A'.repeat(43)}`);
    expect(String(res.headers['set-cookie'])).toMatch(/^lumen_staff=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('ends a session 30 minutes after its last request, and moves that on with each request', async () => {
    const cookie = await signInCookie(t.app, 'moira', marketing.password);
    const hash = hashSessionId(cookie.split('=')[1]!);
    await t.db.query(
      `UPDATE staff_sessions SET last_seen_at = now() - interval '20 minutes' WHERE id_hash = $1`,
      [hash],
    );
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    const [seen] = await t.db.query<{ ago: number }>(
      'SELECT extract(epoch FROM now() - last_seen_at)::int AS ago FROM staff_sessions WHERE id_hash = $1',
      [hash],
    );
    expect(seen!.ago).toBeLessThan(5);
    await t.db.query(
      `UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes' WHERE id_hash = $1`,
      [hash],
    );
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('ends a session 12 hours after sign-in however active it is', async () => {
    const cookie = await signInCookie(t.app, 'moira', marketing.password);
    await t.db.query(
      `UPDATE staff_sessions SET created_at = now() - interval '12 hours 1 second',
              expires_at = now() - interval '1 second', last_seen_at = now()
        WHERE id_hash = $1`,
      [hashSessionId(cookie.split('=')[1]!)],
    );
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('sweeps ended sessions at the next sign-in', async () => {
    const stale = await signInCookie(t.app, 'moira', marketing.password);
    const hash = hashSessionId(stale.split('=')[1]!);
    await t.db.query(
      `UPDATE staff_sessions SET last_seen_at = now() - interval '1 hour' WHERE id_hash = $1`,
      [hash],
    );
    await signInCookie(t.app, 'ada', admin.password);
    expect(await t.db.query('SELECT 1 FROM staff_sessions WHERE id_hash = $1', [hash])).toEqual([]);
  });

  it('ends the sessions of an account that is disabled', async () => {
    const user = await createTestStaff(t.db, 'asm', 'leaver');
    const cookie = await signInCookie(t.app, 'leaver', user.password);
    await t.db.query('UPDATE staff_accounts SET disabled = true WHERE id = $1', [user.id]);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });
});

describe('POST /auth/sign-out', () => {
  it('deletes the session on the server and clears the cookie', async () => {
    const cookie = await signInCookie(t.app, 'ada', admin.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-out',
      headers: { origin: CONSOLE_ORIGIN, cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(String(res.headers['set-cookie'])).toMatch(/^lumen_staff=;/);
    const [row] = await t.db.query('SELECT 1 FROM staff_sessions WHERE id_hash = $1', [
      hashSessionId(cookie.split('=')[1]!),
    ]);
    expect(row).toBeUndefined();
    expect(await lastAudit()).toMatchObject({
      action: 'auth.sign-out',
      actor_id: String(admin.id),
    });
    // The copied cookie is worthless now.
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('is refused from another origin, and the session stays', async () => {
    const cookie = await signInCookie(t.app, 'ada', admin.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-out',
      headers: { origin: 'https://evil.example', cookie },
    });
    expect(res.statusCode).toBe(403);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
  });
});
