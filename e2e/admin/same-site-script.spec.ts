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
    // What reached the API and what it answered, seen from the network: the script itself is
    // told nothing. A request CORS refuses to show the script is not reported here, so each
    // request is sent once more in no-cors mode, as a script after a side effect would send it.
    const reached = new Set<string>();
    site.on('response', (r) => {
      if (r.url().startsWith(E2E_CONSOLE_API_URL))
        reached.add(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`);
    });

    const outcome = await site.evaluate(
      async ({ api, header }) => {
        const read = async (path: string, init: RequestInit = {}) => {
          try {
            const res = await fetch(`${api}${path}`, { credentials: 'include', ...init });
            return `read ${res.status}: ${(await res.text()).slice(0, 80)}`;
          } catch {
            return 'blocked';
          }
        };
        const send = async (path: string, init: RequestInit = {}) =>
          (await fetch(`${api}${path}`, { credentials: 'include', mode: 'no-cors', ...init })).type;
        return {
          staffList: await read('/admin/staff'),
          session: await read('/auth/session'),
          staffListWithHeader: await read('/admin/staff', {
            headers: { [header.name]: header.value },
          }),
          exportByGet: await read('/admin/audit-log/export'),
          exportByPost: await read('/admin/audit-log/export', { method: 'POST' }),
          sent: [
            await send('/admin/staff'),
            await send('/auth/session'),
            await send('/admin/audit-log/export'),
            await send('/admin/audit-log/export', { method: 'POST' }),
          ],
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
      sent: ['opaque', 'opaque', 'opaque', 'opaque'],
    });
    // They reached the API and were refused there: a staff GET without the header (403), an
    // export by GET (no such route), by POST from the site's origin (403).
    // The GET with the header never left: its preflight was refused.
    await expect
      .poll(() => [...reached].sort())
      .toEqual(
        [
          'GET /admin/staff 403',
          'GET /auth/session 403',
          'GET /admin/audit-log/export 404',
          'POST /admin/audit-log/export 403',
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
