import { CARD_ROLES, type StaffCard, type StaffRole } from '@lumen/validation';

/** Anyone may call it: signing in, and signing out (which needs no valid session). */
export const PUBLIC = 'public';
/** Any signed-in staff account, whatever its role. */
export const SIGNED_IN = 'signed-in';

/** Who may call a route: everyone, any staff session, or the roles that see a card. */
export type RouteAccess = typeof PUBLIC | typeof SIGNED_IN | StaffCard;

/** Every route under these prefixes must be in ROUTE_ACCESS, or the API refuses to start. */
export const STAFF_PREFIXES = ['/admin', '/auth'] as const;

/**
 * The one table of who may call what (issue 13 point 2; docs/decisions/029). Keys are
 * `METHOD path` as the route is declared. A card's roles (CARD_ROLES in @lumen/validation)
 * are the roles that may call its routes, so the console's dashboard and the API agree.
 * plugins/auth.ts enforces it on every request, and refuses to start with a route under
 * /admin or /auth that is missing here; a staff-only route elsewhere (the spec's draw calls
 * under /promotions) is enforced once it is listed.
 */
export const ROUTE_ACCESS = {
  'POST /auth/sign-in': PUBLIC,
  'POST /auth/sign-out': PUBLIC,
  'GET /auth/session': SIGNED_IN,
  'GET /admin/audit-log': 'audit-log',
  'POST /admin/audit-log/export': 'audit-log',
  'GET /admin/staff': 'staff',
  'POST /admin/staff': 'staff',
  'POST /admin/staff/:id/reset-password': 'staff',
  'PATCH /admin/staff/:id': 'staff',
  'POST /auth/change-password': SIGNED_IN,
  'GET /admin/sign-in-locks': 'staff',
  'POST /admin/sign-in-locks/clear': 'staff',
  'GET /admin/ziigna-details': 'quotes',
  'GET /admin/ziigna-details/search': 'quotes',
  'POST /admin/ziigna-details/export': 'quotes',
  'GET /admin/ziigna-details/:documentId/files/:fileId': 'quotes',
  'GET /admin/search-history': 'search-statistics',
  'POST /admin/search-history/export': 'search-statistics',
  'GET /admin/search-history/top-terms': 'search-statistics',
  'GET /admin/search-history/zero-result-terms': 'search-statistics',
  'GET /admin/golden-ticket-customers': 'golden-ticket-customers',
  'POST /admin/golden-ticket-customers/export': 'golden-ticket-customers',
  'GET /admin/promotions-retention': 'retention',
  'POST /admin/express-campaign': 'express-campaign',
  'GET /admin/express-campaign': 'express-entries',
  'GET /admin/express-campaign/asm-accounts': 'express-entries',
  'POST /admin/express-campaign/:id/correct': 'express-entries',
  'POST /admin/express-campaign/:id/withdraw': 'express-entries',
  'GET /admin/garden-promo-details': 'garden-promo',
  'GET /admin/garden-promo-details/:invoiceDocumentId/document': 'garden-promo',
  // Staff-only routes on the spec's paths outside /admin (decision 035).
  'GET /loyalty/get-documents-for-campaign': 'campaign-invoices',
  'POST /loyalty/get-documents-for-campaign/export': 'campaign-invoices',
  'GET /loyalty/get-documents-for-campaign/:reference/file': 'campaign-invoices',
  'GET /loyalty/get-documents-for-campaign/:reference/thumb': 'campaign-invoices',
  'GET /customer/notification-get-all': 'notifications',
  'POST /customer/notification-control': 'notifications',
  // The draw tool's calls keep the spec's paths under /promotions; they expose entrants.
  'GET /promotions/golden-ticket/golden-tickets': 'golden-ticket-draw',
  'POST /promotions/golden-ticket/draws': 'golden-ticket-draw',
  'GET /promotions/golden-ticket/golden-customer': 'golden-ticket-draw',
  'POST /promotions/golden-ticket/winner-update': 'golden-ticket-draw',
  'GET /promotions/golden-ticket/draws/:drawNumber/check': 'golden-ticket-draw',
  'GET /admin/invoice-queue': 'invoice-verification',
  'GET /admin/invoice-queue/:invoiceDocumentId': 'invoice-verification',
  'GET /admin/invoice-search/:text': 'invoice-verification',
  'POST /admin/invoice-action': 'invoice-verification',
  'GET /admin/invoice-history': 'invoice-history',
  'GET /admin/claims-queue': 'rewards-approval',
  'POST /admin/claim-action': 'rewards-approval',
  'GET /admin/claims-history': 'rewards-history',
  'GET /admin/loyalty-settings': 'settings',
  'PUT /admin/loyalty-settings': 'settings',
} as const satisfies Record<string, RouteAccess>;

/** HEAD is answered by the GET route, so it has the GET route's access. */
export function routeAccess(method: string, url: string): RouteAccess | undefined {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  return Object.hasOwn(ROUTE_ACCESS, key)
    ? ROUTE_ACCESS[key as keyof typeof ROUTE_ACCESS]
    : undefined;
}

/** Whether a role may call a route of this access (PUBLIC: also without a session). */
export function isAllowed(access: RouteAccess, role: StaffRole): boolean {
  return access === PUBLIC || access === SIGNED_IN || CARD_ROLES[access].includes(role);
}

export function isStaffPath(url: string): boolean {
  return STAFF_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));
}
