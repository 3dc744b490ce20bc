import { expect, test } from '@playwright/test';
import { STAFF_CONSOLE_HEADER } from '@lumen/validation/staff-constants';
import { consoleUrl, signInToConsole } from '../fixtures/console.ts';
import { signedInStaffApi } from '../fixtures/staff-api.ts';
import { E2E_CONSOLE_API_URL, E2E_SITE_URL } from '../ports.ts';

/*
 * The public website and the API are the same site (localhost here, one registrable domain in
 * production), so a browser sends the staff cookie, SameSite=Strict as it is, with a script's
 * requests from any page of the website. Signed in to the console, such a script can neither
 * read a staff list nor have the API record an export: staff reads need the console's header
 * (which only the console's origin may send, after a preflight), and exports are POSTs under
 * the Origin check.
 */

/** How many exports of the audit log the log holds. */
async function auditLogExports(): Promise<number> {
  const api = await signedInStaffApi();
  try {
    const res = await api.get('/admin/audit-log', { params: { action: 'audit-log.export' } });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { totalElements: number }).totalElements;
  } finally {
    await api.dispose();
  }
}

test('a script on the public site cannot read staff data or write an audit entry with the staff cookie', async ({
  browser,
}) => {
  // Any same-site page, whatever its own content security policy says.
  const context = await browser.newContext({ bypassCSP: true });
  try {
    const consolePage = await context.newPage();
    await signInToConsole(consolePage, undefined, '/staff');
    // The console itself reads with its header: its list is there.
    await expect(
      consolePage.getByRole('heading', { name: 'Staff Accounts', level: 1 }),
    ).toBeVisible();
    await expect(consolePage.getByRole('table').locator('tbody tr').first()).toBeVisible();
    const exportsBefore = await auditLogExports();

    const site = await context.newPage();
    await site.goto(`${E2E_SITE_URL}/`, { waitUntil: 'domcontentloaded' });
    // What reached the API, seen from the network: the script itself is told nothing.
    const reached: string[] = [];
    site.on('response', async (r) => {
      if (!r.url().startsWith(E2E_CONSOLE_API_URL)) return;
      const cookie = (await r.request().allHeaders()).cookie ?? '';
      const withSession = /\blumen_staff=[^;]/.test(cookie) ? 'with the session' : 'no session';
      reached.push(
        `${r.request().method()} ${new URL(r.url()).pathname} ${r.status()} ${withSession}`,
      );
    });

    const outcome = await site.evaluate(
      async ({ api, header }) => {
        const attempt = async (path: string, init: RequestInit = {}) => {
          try {
            const res = await fetch(`${api}${path}`, { credentials: 'include', ...init });
            return `read ${res.status}: ${(await res.text()).slice(0, 80)}`;
          } catch {
            return 'blocked';
          }
        };
        return {
          staffList: await attempt('/admin/staff'),
          session: await attempt('/auth/session'),
          staffListWithHeader: await attempt('/admin/staff', {
            headers: { [header.name]: header.value },
          }),
          exportByGet: await attempt('/admin/audit-log/export'),
          exportByPost: await attempt('/admin/audit-log/export', { method: 'POST' }),
          // A no-cors POST is sent without a preflight: only the Origin check stands in its way.
          exportNoCors: (
            await fetch(`${api}/admin/audit-log/export`, {
              method: 'POST',
              mode: 'no-cors',
              credentials: 'include',
            })
          ).type,
        };
      },
      { api: E2E_CONSOLE_API_URL, header: STAFF_CONSOLE_HEADER },
    );

    expect(outcome).toEqual({
      staffList: 'blocked',
      session: 'blocked',
      staffListWithHeader: 'blocked',
      exportByGet: 'blocked',
      exportByPost: 'blocked',
      exportNoCors: 'opaque',
    });
    // The requests did reach the API with the staff cookie, and were refused there: a GET
    // without the header (403), an export by GET (no such route), by POST from the site's
    // origin (403). The GET with the header never left: its preflight was refused.
    await expect
      .poll(() => [...reached].sort())
      .toEqual(
        [
          'GET /admin/staff 403 with the session',
          'GET /auth/session 403 with the session',
          'GET /admin/audit-log/export 404 with the session',
          'POST /admin/audit-log/export 403 with the session',
          'POST /admin/audit-log/export 403 with the session',
        ].sort(),
      );
    expect(await auditLogExports()).toBe(exportsBefore);

    // The console, in the same browser, still works.
    await consolePage.goto(consoleUrl('/audit-log?action=audit-log.export'));
    await expect(consolePage.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  } finally {
    await context.close();
  }
});
