import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as text } from '@lumen/i18n/messages';
import {
  STAFF_CONSOLE_HEADER,
  STAFF_MESSAGES,
  STAFF_ROLES,
  type StaffRole,
} from '@lumen/validation';
import { createTestApp } from '#src/testing/test-app.ts';
import {
  CONSOLE_ORIGIN,
  createTestStaff,
  registeredRoutes,
  sessionCookieFor,
  STAFF_COOKIE,
  staffHeaders,
} from '#src/testing/staff.ts';
import {
  isAllowed,
  isStaffPath,
  PUBLIC,
  ROUTE_ACCESS,
  routeAccess,
  type RouteAccess,
} from './route-access.ts';
import { hashSessionId } from './session-cookie.ts';

/*
 * Issue 13 point 2: every staff route, read from Fastify's own route table (so a route added
 * tomorrow is walked without editing this file), called with no session, an idle-expired and
 * an absolutely expired session, a forged cookie and each role. Refusals are 401 or 403 and
 * leave every table of the database exactly as it was.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let target: Awaited<ReturnType<typeof createTestStaff>>;
let walker: Awaited<ReturnType<typeof createTestStaff>>;
const accounts = new Map<StaffRole, Awaited<ReturnType<typeof createTestStaff>>>();

beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  for (const role of STAFF_ROLES) accounts.set(role, await createTestStaff(t.db, role));
  // What the staff routes act on, and who the public sign-in route signs in.
  target = await createTestStaff(t.db, 'marketing', 'target-user');
  walker = await createTestStaff(t.db, 'asm', 'walker');
});
afterAll(() => t.close());

type Caller = { name: string; role?: StaffRole; cookie: () => Promise<string | undefined> };

async function agedSession(sql: string): Promise<string> {
  const cookie = await sessionCookieFor(t.db, accounts.get('super-admin')!.id);
  await t.db.query(`UPDATE staff_sessions SET ${sql} WHERE id_hash = $1`, [
    hashSessionId(cookie.split('=')[1]!),
  ]);
  return cookie;
}

/** Fresh sessions per request: a sign-out must not end the session the next request uses. */
const CALLERS: Caller[] = [
  { name: 'no session', cookie: async () => undefined },
  {
    name: 'idle-expired session (super admin)',
    cookie: () => agedSession(`last_seen_at = now() - interval '31 minutes'`),
  },
  {
    name: 'absolutely expired session (super admin)',
    cookie: () =>
      agedSession(
        `created_at = now() - interval '13 hours', expires_at = now() - interval '1 hour', last_seen_at = now()`,
      ),
  },
  { name: 'forged cookie', cookie: async () => `${STAFF_COOKIE}=${'Q'.repeat(43)}` },
  ...STAFF_ROLES.map((role) => ({
    name: role,
    role,
    cookie: () => sessionCookieFor(t.db, accounts.get(role)!.id),
  })),
];

let serial = 0;
/** A valid body per route where one is needed to get past validation; others send none. */
const SAMPLES: Record<string, () => object> = {
  'POST /auth/sign-in': () => ({ userName: 'walker', password: walker.password }),
  'POST /admin/staff': () => ({ userName: `walk-${++serial}`, displayName: 'Walk', role: 'asm' }),
  'PATCH /admin/staff/:id': () => ({ displayName: `Renamed ${++serial}` }),
  'POST /admin/express-campaign': () => ({
    wholesaler: `Walk Wholesale ${++serial}`,
    country: 'IRELAND',
    startDate: '2025-03-04',
    contractorDetails: [{ contractor: 'Walk Contractor', minutes: 1, seconds: 2, milliseconds: 3 }],
  }),
  'POST /admin/express-campaign/:id/correct': () => ({
    wholesaler: `Walk Wholesale ${++serial}`,
    startDate: '2025-03-04',
    times: [],
    reason: 'Walk',
  }),
  'POST /admin/express-campaign/:id/withdraw': () => ({ reason: 'Walk' }),
};

/** Every row of every table of the test database, as one fingerprint per table. */
async function databaseState(): Promise<Record<string, string>> {
  const tables = await t.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await t.db.query<{ fingerprint: string }>(
      `SELECT count(*) || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS fingerprint
         FROM "${name}" x`,
    );
    state[name] = row!.fingerprint;
  }
  return state;
}

/** A call as the console makes it (its Origin and header), unless `headers` says otherwise. */
// Route rate limits count per address before any check, so each call of the walk comes from an
// address of its own: the walk's answers are the checks', never a limit's 429.
let calls = 0;
const nextAddress = () => {
  calls += 1;
  return `198.51.${(calls >> 8) & 255}.${calls & 255}`;
};

function call(
  route: { method: string; url: string },
  cookie: string | undefined,
  origin = CONSOLE_ORIGIN,
  headers: Record<string, string> = staffHeaders(),
) {
  const sample = SAMPLES[`${route.method} ${route.url}`];
  return t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(':id', String(target.id)),
    remoteAddress: nextAddress(),
    headers: { origin, ...headers, ...(cookie ? { cookie } : {}) },
    ...(sample ? { payload: sample() } : {}),
  });
}

/** Every route the router answers that the staff gate governs. */
function staffRoutes() {
  return registeredRoutes(t.app).filter(
    (r) => isStaffPath(r.url) || routeAccess(r.method, r.url) !== undefined,
  );
}

describe('the route × role table', () => {
  it('lists exactly the routes the router answers under /admin and /auth', () => {
    const routes = staffRoutes().filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(8);
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      Object.keys(ROUTE_ACCESS).sort(),
    );
  });

  it('gives each route the roles issue 13 names', () => {
    const who = (access: RouteAccess) =>
      access === PUBLIC ? 'anyone' : STAFF_ROLES.filter((r) => isAllowed(access, r)).join(',');
    expect(
      Object.fromEntries(Object.entries(ROUTE_ACCESS).map(([key, access]) => [key, who(access)])),
    ).toEqual({
      'POST /auth/sign-in': 'anyone',
      'POST /auth/sign-out': 'anyone',
      'GET /auth/session': 'super-admin,admin,marketing,asm',
      'GET /admin/audit-log': 'super-admin',
      'POST /admin/audit-log/export': 'super-admin',
      'GET /admin/staff': 'super-admin',
      'POST /admin/staff': 'super-admin',
      'POST /admin/staff/:id/reset-password': 'super-admin',
      'PATCH /admin/staff/:id': 'super-admin',
      'POST /auth/change-password': 'super-admin,admin,marketing,asm',
      'GET /admin/sign-in-locks': 'super-admin',
      'POST /admin/sign-in-locks/clear': 'super-admin',
      'GET /admin/ziigna-details': 'super-admin,admin,marketing',
      'GET /admin/ziigna-details/search': 'super-admin,admin,marketing',
      'POST /admin/ziigna-details/export': 'super-admin,admin,marketing',
      'GET /admin/ziigna-details/:documentId/files/:fileId': 'super-admin,admin,marketing',
      'GET /admin/search-history': 'super-admin,admin',
      'POST /admin/search-history/export': 'super-admin,admin',
      'GET /admin/search-history/top-terms': 'super-admin,admin',
      'GET /admin/search-history/zero-result-terms': 'super-admin,admin',
      'GET /admin/golden-ticket-customers': 'super-admin,admin',
      'POST /admin/golden-ticket-customers/export': 'super-admin,admin',
      'GET /admin/promotions-retention': 'super-admin,admin',
      'GET /promotions/golden-ticket/golden-tickets': 'super-admin,admin',
      'POST /promotions/golden-ticket/draws': 'super-admin,admin',
      'GET /promotions/golden-ticket/golden-customer': 'super-admin,admin',
      'POST /promotions/golden-ticket/winner-update': 'super-admin,admin',
      'GET /promotions/golden-ticket/draws/:drawNumber/check': 'super-admin,admin',
      'POST /admin/express-campaign': 'super-admin,admin,asm',
      'GET /admin/express-campaign': 'super-admin,admin',
      'GET /admin/express-campaign/asm-accounts': 'super-admin,admin',
      'POST /admin/express-campaign/:id/correct': 'super-admin,admin',
      'POST /admin/express-campaign/:id/withdraw': 'super-admin,admin',
      'GET /admin/garden-promo-details': 'super-admin,admin',
      'GET /admin/garden-promo-details/:invoiceDocumentId/document': 'super-admin,admin',
      'GET /loyalty/get-documents-for-campaign': 'super-admin,admin',
      'POST /loyalty/get-documents-for-campaign/export': 'super-admin,admin',
      'GET /loyalty/get-documents-for-campaign/:reference/file': 'super-admin,admin',
      'GET /loyalty/get-documents-for-campaign/:reference/thumb': 'super-admin,admin',
      'GET /customer/notification-get-all': 'super-admin',
      'POST /customer/notification-control': 'super-admin',
      'GET /admin/invoice-queue': 'super-admin,admin',
      'GET /admin/invoice-queue/:invoiceDocumentId': 'super-admin,admin',
      'GET /admin/invoice-search/:text': 'super-admin,admin',
      'POST /admin/invoice-action': 'super-admin,admin',
      'GET /admin/invoice-history': 'super-admin,admin',
      'GET /admin/claims-queue': 'super-admin,admin',
      'POST /admin/claim-action': 'super-admin,admin',
      'GET /admin/claims-history': 'super-admin,admin',
      'GET /admin/loyalty-settings': 'super-admin',
      'PUT /admin/loyalty-settings': 'super-admin',
    });
  });

  it('refuses to build an app with an /admin route the table does not list', async () => {
    await expect(
      createTestApp({
        routes: (app) => app.post('/admin/forgotten', async () => ({ ok: true })),
      }),
    ).rejects.toThrow(/POST \/admin\/forgotten has no entry in ROUTE_ACCESS/);
  });
});

describe('every staff route, as read from the router', () => {
  it.each(CALLERS.map((c) => [c.name, c] as const))(
    'with %s: allowed per the table, else 401/403 with nothing changed',
    async (_name, caller) => {
      const walked: string[] = [];
      for (const route of staffRoutes()) {
        const access = routeAccess(route.method, route.url) as RouteAccess;
        const cookie = await caller.cookie();
        const before = await databaseState();
        const res = await call(route, cookie);
        const label = `${route.method} ${route.url} as ${caller.name}: ${res.body}`;
        const expected =
          access === PUBLIC
            ? 'allowed'
            : caller.role === undefined
              ? 401
              : isAllowed(access, caller.role)
                ? 'allowed'
                : 403;
        if (expected === 'allowed') {
          expect([401, 403], label).not.toContain(res.statusCode);
          expect(res.statusCode, label).toBeLessThan(500);
        } else {
          expect(res.statusCode, label).toBe(expected);
          expect(res.headers['set-cookie'] ?? '', label).not.toMatch(/lumen_staff=[^;]/);
          expect(await databaseState(), label).toEqual(before);
        }
        walked.push(`${route.method} ${route.url} ${expected}`);
      }
      // HEAD beside each GET: the router answers it, so it is walked too.
      expect(walked.length).toBeGreaterThanOrEqual(Object.keys(ROUTE_ACCESS).length + 3);
    },
  );

  it('changes nothing on any GET: every staff request that writes is a POST, PUT, PATCH or DELETE', async () => {
    const reads = staffRoutes().filter((r) => ['GET', 'HEAD'].includes(r.method));
    expect(reads.length).toBeGreaterThanOrEqual(20);
    for (const route of reads) {
      const cookie = await sessionCookieFor(t.db, accounts.get('super-admin')!.id);
      const before = await databaseState();
      const res = await call(route, cookie);
      const label = `${route.method} ${route.url}: ${res.body}`;
      expect([401, 403], label).not.toContain(res.statusCode);
      expect(await databaseState(), label).toEqual(before);
    }
  });

  it('answers no method a path does not declare (an export by GET is no route), changing nothing', async () => {
    const declared = new Set(staffRoutes().map((r) => `${r.method} ${r.url}`));
    const paths = [...new Set(staffRoutes().map((r) => r.url))];
    const cookie = await sessionCookieFor(t.db, accounts.get('super-admin')!.id);
    const before = await databaseState();
    let tried = 0;
    for (const path of paths)
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        if (declared.has(`${method} ${path}`)) continue;
        const res = await call({ method, url: path }, cookie);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        tried++;
      }
    expect(await databaseState()).toEqual(before);
    expect(tried).toBeGreaterThan(100);
    for (const exportPath of [
      '/admin/audit-log/export',
      '/admin/ziigna-details/export',
      '/admin/search-history/export',
      '/admin/golden-ticket-customers/export',
      '/loyalty/get-documents-for-campaign/export',
    ])
      expect(declared.has(`GET ${exportPath}`), exportPath).toBe(false);
  });

  it('refuses a staff read without the console header or Sec-Fetch-Site: same-origin, touching nothing', async () => {
    const reads = staffRoutes().filter(
      (r) => ['GET', 'HEAD'].includes(r.method) && routeAccess(r.method, r.url) !== PUBLIC,
    );
    expect(reads.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /auth/session',
        'GET /admin/staff',
        'GET /promotions/golden-ticket/golden-tickets',
        'GET /promotions/golden-ticket/draws/:drawNumber/check',
      ]),
    );
    // A session last seen minutes ago: a request let through would move its idle clock.
    const cookie = await agedSession(`last_seen_at = now() - interval '5 minutes'`);
    const refused: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'none' },
      { [STAFF_CONSOLE_HEADER.name]: '0' },
      { [STAFF_CONSOLE_HEADER.name]: '' },
    ];
    const before = await databaseState();
    for (const route of reads) {
      for (const headers of refused) {
        // From the console's origin too: Origin is not what lets a read through.
        const res = await call(route, cookie, CONSOLE_ORIGIN, headers);
        const label = `${route.method} ${route.url} with ${JSON.stringify(headers)}`;
        expect(res.statusCode, label).toBe(403);
        if (route.method === 'GET')
          expect(res.json(), label).toEqual({
            statusCode: 403,
            error: 'Forbidden',
            message: text('en', STAFF_MESSAGES.consoleRequired),
          });
      }
    }
    expect(await databaseState()).toEqual(before);
    for (const headers of [staffHeaders(), { 'sec-fetch-site': 'same-origin' }]) {
      const res = await call({ method: 'GET', url: '/admin/staff' }, cookie, '', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('refuses a state change from another origin, even for a super admin, changing nothing', async () => {
    const unsafe = staffRoutes().filter((r) => !['GET', 'HEAD'].includes(r.method));
    expect(unsafe.length).toBeGreaterThanOrEqual(5);
    for (const route of unsafe) {
      const cookie = await sessionCookieFor(t.db, accounts.get('super-admin')!.id);
      const before = await databaseState();
      for (const origin of ['https://evil.example', 'http://localhost:3000', '']) {
        const res = await call(route, cookie, origin);
        expect(res.statusCode, `${route.method} ${route.url} from "${origin}"`).toBe(403);
      }
      expect(await databaseState()).toEqual(before);
    }
  });
});
