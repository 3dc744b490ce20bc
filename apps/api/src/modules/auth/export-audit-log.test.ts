import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as text } from '@lumen/i18n/messages';
import { STAFF_MESSAGES } from '@lumen/validation';
import { auditLog } from '#src/db/schema.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import {
  CONSOLE_ORIGIN,
  createTestStaff,
  sessionCookieFor,
  staffHeaders,
} from '#src/testing/staff.ts';
import { auditLogCsv } from './export-audit-log.ts';

/*
 * The audit log's CSV export (issue 13 point 3) on a real, migrated database (PGlite, or the
 * server with TEST_DATABASE_URL): the file, its filters, keyset pages and its own entry.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let rootCookie: string;
let adminCookie: string;
let formulaId: number;

beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  const root = await createTestStaff(t.db, 'super-admin', 'root');
  rootCookie = await sessionCookieFor(t.db, root.id);
  adminCookie = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'admin')).id);
  // A display name a spreadsheet would run as a formula, and one with accents and a comma.
  for (const [userName, displayName] of [
    ['formula', '=HYPERLINK("http://x","y")'],
    ['elodie', 'Élodie Bérénice, Paris'],
  ] as const) {
    const res = await send('/admin/staff', 'POST', { userName, displayName, role: 'marketing' });
    expect(res.statusCode, res.body).toBe(201);
    if (userName === 'formula') formulaId = res.json().account.id;
  }
});
afterAll(() => t.close());

function send(
  url: string,
  method: 'GET' | 'HEAD' | 'POST' = 'GET',
  payload?: object,
  cookie = rootCookie,
  origin = CONSOLE_ORIGIN,
) {
  return t.app.inject({
    method,
    url,
    remoteAddress: '203.0.113.7',
    headers: staffHeaders(cookie, origin ? { origin } : {}),
    ...(payload ? { payload } : {}),
  });
}

/** The export as the console asks for it: a POST, the filter in the query. */
const exportCsv = (query = '', cookie = rootCookie, origin = CONSOLE_ORIGIN) =>
  send(`/admin/audit-log/export${query}`, 'POST', undefined, cookie, origin);

/** The records of a CSV body without its BOM, header included. */
const lines = (csv: string) => csv.slice(1).split('\r\n').filter(Boolean);

const lastExport = async () =>
  (
    await t.db.query<{ actor_id: number; details: object }>(
      `SELECT actor_id, details FROM audit_log WHERE action = 'audit-log.export' ORDER BY id DESC LIMIT 1`,
    )
  )[0];

describe('POST /admin/audit-log/export', () => {
  it('writes the filtered entries as CSV: BOM, header, quoted JSON details', async () => {
    const res = await exportCsv('?action=staff.create&actor=root');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Audit Log.csv"');
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const records = lines(res.body);
    expect(records[0]).toBe('Time (UTC),Actor,Action,Target,Client address,Details');
    expect(records).toHaveLength(3);
    // Newest first: Élodie was created after the formula account. Details are the stored
    // JSON (jsonb orders its keys), quoted as one cell.
    expect(records[1]).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,root,staff\.create,staff:\d+,203\.0\.113\.7,"\{.*\}"$/,
    );
    expect(records[1]).toContain('""displayName"":""Élodie Bérénice, Paris""');
    expect(records[2]).toContain(`,root,staff.create,staff:${formulaId},203.0.113.7,"{`);
    // Inside the JSON the formula is not at a cell's start, so it stays as typed.
    expect(records[2]).toContain('""displayName"":""=HYPERLINK(\\""http://x\\"",\\""y\\"")""');
  });

  it('records who took a copy, of which filter and how many rows, before the copy is read', async () => {
    const res = await exportCsv('?action=staff.create');
    expect(res.statusCode).toBe(200);
    expect(await lastExport()).toMatchObject({
      details: { filter: { action: 'staff.create' }, rows: 4 },
    });
    // Unfiltered, the copy holds the entry of its own export, newest of all.
    const all = lines((await exportCsv()).body);
    expect(all[1]).toContain(',root,audit-log.export,audit-log:csv,203.0.113.7,');
    const { totalElements } = (await send('/admin/audit-log?size=1')).json();
    expect(all).toHaveLength(1 + totalElements);
  });

  it('filters by day and actor like the list, and refuses what the list refuses', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(lines((await exportCsv(`?endDate=2020-01-01`)).body)).toHaveLength(1);
    const day = lines((await exportCsv(`?startDate=${today}&endDate=${today}`)).body);
    expect(day.length).toBeGreaterThan(3);
    expect(lines((await exportCsv('?actor=nobody')).body)).toHaveLength(1);

    for (const [query, field, message] of [
      ['startDate=2026-03-02&endDate=2026-03-01', 'querystring.endDate', 'admin.error.dateRange'],
      ['action=staff.delete', 'querystring.action', 'admin.error.action'],
      ['page=0', 'querystring', undefined],
    ] as const) {
      const res = await exportCsv(`?${query}`);
      expect(res.statusCode, query).toBe(400);
      if (message) expect(res.json().issues, query).toEqual([{ field, message }]);
    }
  });

  it('is for super admins only, from the console only, and by no GET: each records nothing', async () => {
    const before = await lastExport();
    expect((await exportCsv('', adminCookie)).statusCode).toBe(403);
    // A page of another origin (the public site is same-site, so it has the cookie) or none.
    for (const origin of ['http://localhost:3000', 'https://evil.example', '']) {
      const res = await exportCsv('', rootCookie, origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().message, origin).toBe(text('en', STAFF_MESSAGES.wrongOrigin));
    }
    for (const method of ['GET', 'HEAD'] as const)
      expect((await send('/admin/audit-log/export', method)).statusCode, method).toBe(404);
    expect(await lastExport()).toEqual(before);
  });

  it('reads keyset pages without losing or repeating an entry, even within one microsecond', async () => {
    const at = new Date('2026-01-01T05:30:00.000Z');
    await t.db.orm.insert(auditLog).values(
      Array.from({ length: 5 }, (_, i) => ({
        at,
        action: 'auth.sign-in-failed',
        details: { i },
      })),
    );
    let paged = '';
    for await (const chunk of auditLogCsv(t.db.orm, {}, 2)) paged += chunk;
    let whole = '';
    for await (const chunk of auditLogCsv(t.db.orm, {})) whole += chunk;
    expect(paged).toBe(whole);
    const sameInstant = lines(paged).filter((l) => l.startsWith('2026-01-01T05:30:00.000Z,'));
    expect(sameInstant).toHaveLength(5);
    expect(new Set(sameInstant).size).toBe(5);
  });
});
