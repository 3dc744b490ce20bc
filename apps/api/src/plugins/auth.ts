import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { t } from '@lumen/i18n/messages';
import { STAFF_CONSOLE_HEADER, STAFF_MESSAGES } from '@lumen/validation';
import { HttpError } from '#src/lib/http-error.ts';
import { findSession, touchSession, type StaffPrincipal } from '#src/modules/auth/find-session.ts';
import {
  isAllowed,
  isStaffPath,
  PUBLIC,
  routeAccess,
  type RouteAccess,
} from '#src/modules/auth/route-access.ts';
import { sessionCookie, type SessionCookie } from '#src/modules/auth/session-cookie.ts';

declare module 'fastify' {
  // Declaration merging is the one place an interface is required.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    staffAuth: { cookie: SessionCookie; adminOrigin: string | undefined };
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The signed-in staff member, on routes that require one (plugins/auth.ts). */
    staff: StaffPrincipal | null;
  }
}

export type AuthOptions = {
  /** The staff console's origin (ADMIN_ORIGIN): the one origin state changes are accepted from. */
  adminOrigin: string | undefined;
};

const READS = new Set(['GET', 'HEAD']);

/**
 * Whether a staff read comes from the console (its header, which another origin can only send
 * after a CORS preflight the API refuses it) or from the API's own origin. The cookie alone is
 * not enough: SameSite lets a same-site page (the public website) send it.
 */
function isConsoleRead(req: FastifyRequest): boolean {
  return (
    req.headers[STAFF_CONSOLE_HEADER.name] === STAFF_CONSOLE_HEADER.value ||
    req.headers['sec-fetch-site'] === 'same-origin'
  );
}

/**
 * Staff authentication and authorisation for every route under /admin and /auth, and for
 * any other route listed in ROUTE_ACCESS (docs/decisions/029):
 *
 * - each such route must be in ROUTE_ACCESS, or the API refuses to start (a new admin route
 *   cannot be forgotten into the open);
 * - a state-changing request must carry the console's Origin, else 403 (CSRF); a GET never
 *   changes state (session bookkeeping aside), and a non-public GET must carry the console's
 *   header (STAFF_CONSOLE_HEADER) or `Sec-Fetch-Site: same-origin`, else 403, before the
 *   session is even looked up;
 * - unless the route is public, the session cookie must name a live session (else 401) of a
 *   role the route allows (else 403); both are checked in onRequest, before the body is read,
 *   and a refused request writes nothing;
 * - answers are never cached (`Cache-Control: no-store`).
 *
 * Registered before the routes: it guards each one as it is declared.
 */
export const authPlugin = fp<AuthOptions>(
  async (app, { adminOrigin }) => {
    const session = sessionCookie(adminOrigin);
    await app.register(cookie);
    app.decorate('staffAuth', { cookie: session, adminOrigin });
    app.decorateRequest('staff', null);

    const requireConsole =
      (access: RouteAccess): onRequestHookHandler =>
      async (req) => {
        if (READS.has(req.method)) {
          if (access === PUBLIC || isConsoleRead(req)) return;
          throw new HttpError(403, t('en', STAFF_MESSAGES.consoleRequired));
        }
        if (req.method === 'OPTIONS') return;
        if (adminOrigin === undefined || req.headers.origin !== adminOrigin)
          throw new HttpError(403, t('en', STAFF_MESSAGES.wrongOrigin));
      };

    const authorize = (access: RouteAccess) =>
      async function authorizeStaff(req: FastifyRequest, reply: FastifyReply) {
        if (access === PUBLIC) return;
        const sent = req.cookies[session.name];
        const principal = await findSession(app.db, sent);
        if (!principal) {
          // A cookie that names no live session is dropped, so the browser stops sending it.
          if (sent !== undefined) reply.clearCookie(session.name, session.options);
          throw new HttpError(401, t('en', STAFF_MESSAGES.signInRequired));
        }
        if (!isAllowed(access, principal.role))
          throw new HttpError(403, t('en', STAFF_MESSAGES.forbidden));
        await touchSession(app.db, principal);
        req.staff = principal;
      };

    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = [route.method].flat();
      const listed = methods.map((m) => routeAccess(m, route.url));
      if (!isStaffPath(route.url) && listed.every((a) => a === undefined)) return;
      const missing = methods.filter((_, i) => listed[i] === undefined);
      if (missing.length > 0)
        throw new Error(
          `${missing.join(',')} ${route.url} has no entry in ROUTE_ACCESS (modules/auth/route-access.ts)`,
        );
      if (new Set(listed).size > 1)
        throw new Error(`${route.url}: declare each method as a route of its own`);
      // The route's rate limit (added as it was declared) counts first, so refused requests
      // (a wrong Origin, no session) use up the flood guard too (decision 040).
      route.onRequest = [
        ...[route.onRequest ?? []].flat(),
        requireConsole(listed[0]!),
        authorize(listed[0]!),
      ];
      route.onSend = [
        async (_req, reply, payload) => {
          reply.header('cache-control', 'no-store');
          return payload;
        },
        ...[route.onSend ?? []].flat(),
      ];
    });
  },
  { name: 'auth', dependencies: ['errors', 'db'] },
);
