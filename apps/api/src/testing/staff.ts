import { STAFF_CONSOLE_HEADER, type StaffRole } from '@lumen/validation';
import type { buildApp } from '#src/app.ts';
import type { Database } from '#src/db/client.ts';
import { createSession } from '#src/modules/auth/create-session.ts';
import { createStaff } from '#src/modules/auth/create-staff.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

/** The console's origin in staff tests: plain HTTP on localhost, so the cookie is not Secure. */
export const CONSOLE_ORIGIN = 'http://localhost:3001';
export const STAFF_COOKIE = 'lumen_staff';

/**
 * The headers of a staff request as the console sends it: its header (without which a staff
 * GET is refused, plugins/auth.ts), the session cookie when there is one, and any others.
 */
export function staffHeaders(cookie?: string, headers: Record<string, string> = {}) {
  return {
    [STAFF_CONSOLE_HEADER.name]: STAFF_CONSOLE_HEADER.value,
    ...(cookie === undefined ? {} : { cookie }),
    ...headers,
  };
}

/** A staff GET (or HEAD) as the console sends it; no cookie (or '') sends no session. */
export function staffGet(app: App, url: string, cookie?: string, method: 'GET' | 'HEAD' = 'GET') {
  return app.inject({ method, url, headers: staffHeaders(cookie || undefined) });
}

/**
 * A CSV export as the console asks for it: a POST from the console's origin (it is audited,
 * so it is no GET), the filter in the query. `origin` '' sends none.
 */
export function staffExport(app: App, url: string, cookie?: string, origin = CONSOLE_ORIGIN) {
  return app.inject({
    method: 'POST',
    url,
    headers: staffHeaders(cookie || undefined, origin ? { origin } : {}),
  });
}

/** A staff account with its generated password; every test makes its own, none is fixed. */
export async function createTestStaff(db: Database, role: StaffRole, userName = `${role}-user`) {
  const { account, password } = await createStaff(
    db.orm,
    { userName, displayName: `Test ${role}`, role },
    { actorId: null, clientAddress: null },
  );
  return { ...account, password };
}

/** Signs in through the API as the console would; returns the Cookie header to send. */
export async function signInCookie(app: App, userName: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/sign-in',
    headers: { origin: CONSOLE_ORIGIN },
    payload: { userName, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE);
  if (!cookie) throw new Error('sign-in set no session cookie');
  return `${STAFF_COOKIE}=${cookie.value}`;
}

/** A session opened directly in the database (no sign-in request, so no rate limit). */
export async function sessionCookieFor(db: Database, staffId: number) {
  const { id } = await createSession(db.orm, staffId, {
    clientAddress: '127.0.0.1',
    userAgent: 'test',
  });
  return `${STAFF_COOKIE}=${id}`;
}

/**
 * Fastify's own route table (`printRoutes`), flattened to `METHOD /path` pairs: what the
 * router will actually answer, so a test that walks it cannot miss a route.
 */
export function registeredRoutes(app: App): { method: string; url: string }[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = url;
    for (const method of m[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
