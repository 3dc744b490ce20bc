import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequestDocuments, quoteRequests } from '#src/db/schema.ts';
import { localDiskStorage } from '#src/lib/storage/local-disk-storage.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import {
  CONSOLE_ORIGIN,
  createTestStaff,
  sessionCookieFor,
  staffExport,
  staffGet,
} from '#src/testing/staff.ts';
import { quoteCsv } from './export-quote-requests.ts';

/*
 * The staff quote list on a real, migrated database (PGlite, or the server with
 * TEST_DATABASE_URL): paging, the UTC day filters, search, downloads and the CSV export.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let marketing: string;
let asm: string;

const PDF = Buffer.from('%PDF-1.7\n% datasheet of Siobhán\n');
const PNG = Buffer.from('\x89PNG\r\n\x1a\nplan');

type Seeded = { documentId: string; createdAt: string; id: number };
const seeded: Seeded[] = [];
const docIds: Record<string, { pdf: number; png?: number }> = {};

let serial = 0;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const docId = (day: string) => {
  let n = ++serial;
  let code = '';
  for (let i = 0; i < 6; i++, n = Math.floor(n / 32)) code = ALPHABET[n % 32]! + code;
  return `ZQ-${day.replaceAll('-', '')}-${code}`;
};

async function addQuote(
  createdAt: string,
  fields: Partial<typeof quoteRequests.$inferInsert> = {},
  withPlan = false,
) {
  const storage = localDiskStorage(join(t.dataDir, 'uploads'));
  const documentId = fields.documentId ?? docId(createdAt.slice(0, 10));
  const [row] = await t.db.orm
    .insert(quoteRequests)
    .values({
      documentId,
      createdAt: new Date(createdAt),
      locale: 'en-GB',
      name: 'Sam Filler',
      companyName: 'Filler Electrical',
      email: `sam${serial}@filler.example`,
      phoneNumber: '07700900123',
      ...fields,
    })
    .returning({ id: quoteRequests.id });
  const key = `quotes/test/${documentId.toLowerCase()}`;
  await storage.put(`${key}-pdf`, Readable.from([PDF]), 'application/pdf');
  const docs = await t.db.orm
    .insert(quoteRequestDocuments)
    .values([
      {
        quoteRequestId: row!.id,
        kind: 'quote-file',
        position: 0,
        storageKey: `${key}-pdf`,
        fileName: `ziigna-datasheet-${serial}.pdf`,
        contentType: 'application/pdf',
        sizeBytes: PDF.length,
      },
      ...(withPlan
        ? [
            {
              quoteRequestId: row!.id,
              kind: 'other' as const,
              position: 0,
              storageKey: `${key}-png`,
              fileName: 'plan "level 1"; é.png',
              contentType: 'image/png' as const,
              sizeBytes: PNG.length,
            },
          ]
        : []),
    ])
    .returning({ id: quoteRequestDocuments.id, kind: quoteRequestDocuments.kind });
  if (withPlan) await storage.put(`${key}-png`, Readable.from([PNG]), 'image/png');
  docIds[documentId] = {
    pdf: docs.find((d) => d.kind === 'quote-file')!.id,
    png: docs.find((d) => d.kind === 'other')?.id,
  };
  seeded.push({ documentId, createdAt, id: row!.id });
  return documentId;
}

let siobhan: string;
let eloise: string;
let formula: string;

beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  marketing = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'marketing')).id);
  asm = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'asm')).id);
  // 110 fillers, one an hour from 2026-01-01T00:30Z, then the named ones.
  for (let i = 0; i < 110; i++)
    await addQuote(new Date(Date.UTC(2026, 0, 1, i, 30)).toISOString(), {
      message: i % 2 ? 'Need 40 downlights for a school hall' : null,
    });
  siobhan = await addQuote(
    '2026-03-01T23:59:59.999Z',
    {
      name: 'Siobhán Ní Bhriain',
      companyName: 'Brightwater Electrical',
      email: 'siobhan@brightwater.example',
      phoneNumber: '+353855550199',
      preferredWholesaler: 'CEF',
      wholesalerLocation: 'Cork',
      message: 'Quote for 12 Ziigna runs, "urgent", thanks',
    },
    true,
  );
  eloise = await addQuote('2026-03-02T00:00:00.000Z', {
    locale: 'fr-FR',
    name: 'Éloïse Dupré',
    companyName: 'Lumière & Fils',
    email: 'eloise@lumiere.example',
    phoneNumber: '0639980000',
    message: 'Éclairage de secours pour 3 étages, 50% de remise ?',
  });
  formula = await addQuote('2026-03-03T10:00:00.000Z', {
    name: '=HYPERLINK("http://x","y")',
    companyName: '@Evil, Inc',
    email: 'evil@example.com',
    message: '-2+3\ntwo lines',
  });
});
afterAll(() => t.close());

const get = (url: string, cookie = marketing) => staffGet(t.app, url, cookie);
const exportCsv = (url: string, cookie = marketing, origin?: string) =>
  staffExport(t.app, url, cookie, origin);

const newestFirst = () => [...seeded].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));

describe('GET /admin/ziigna-details', () => {
  it('pages 50 at a time from page 0, newest first, with spec §3 fields and file metadata', async () => {
    const first = await get('/admin/ziigna-details');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json();
    expect(body.totalElements).toBe(113);
    expect(body.content).toHaveLength(50);
    expect(body.content.map((r: { documentId: string }) => r.documentId)).toEqual(
      newestFirst()
        .slice(0, 50)
        .map((s) => s.documentId),
    );
    const last = (await get('/admin/ziigna-details?page=2&size=50')).json();
    expect(last.content).toHaveLength(13);
    expect((await get('/admin/ziigna-details?page=3')).json()).toEqual({
      content: [],
      totalElements: 113,
    });

    const row = body.content.find((r: { documentId: string }) => r.documentId === siobhan);
    expect(row).toEqual({
      documentId: siobhan,
      createdAt: '2026-03-01T23:59:59.999Z',
      name: 'Siobhán Ní Bhriain',
      email: 'siobhan@brightwater.example',
      phoneNumber: '+353855550199',
      companyName: 'Brightwater Electrical',
      preferredWholesaler: 'CEF',
      wholesalerLocation: 'Cork',
      message: 'Quote for 12 Ziigna runs, "urgent", thanks',
      messagePreview: 'Quote for 12 Zi…',
      ziignaQuoteFile: {
        id: docIds[siobhan]!.pdf,
        fileName: expect.stringMatching(/\.pdf$/),
        contentType: 'application/pdf',
        byteSize: PDF.length,
      },
      otherAttachmentData: [
        {
          id: docIds[siobhan]!.png,
          fileName: 'plan "level 1"; é.png',
          contentType: 'image/png',
          byteSize: PNG.length,
        },
      ],
    });
    expect(first.body).not.toMatch(/storage|quotes\/test|\/uploads/);
  });

  it('filters by UTC days, the end day included', async () => {
    const res = (await get('/admin/ziigna-details?startDate=2026-03-01&endDate=2026-03-01')).json();
    expect(res.content.map((r: { documentId: string }) => r.documentId)).toEqual([siobhan]);
    const two = (await get('/admin/ziigna-details?startDate=2026-03-02')).json();
    expect(two.content.map((r: { documentId: string }) => r.documentId)).toEqual([formula, eloise]);
    expect((await get('/admin/ziigna-details?endDate=2026-01-01')).json().totalElements).toBe(24);
  });

  it.each([
    ['page=-1', 'querystring.page', 'admin.error.page'],
    ['page=1000000000', 'querystring.page', 'admin.error.page'],
    ['size=0', 'querystring.size', 'admin.error.size'],
    ['size=1000000', 'querystring.size', 'admin.error.size'],
    ['startDate=2026-03-02&endDate=2026-03-01', 'querystring.endDate', 'admin.error.dateRange'],
    ['endDate=2999-01-01', 'querystring.endDate', 'admin.error.futureDate'],
    ['startDate=01/03/2026', 'querystring.startDate', 'admin.error.date'],
  ])('refuses %s with a 400 naming %s', async (query, field, message) => {
    const res = await get(`/admin/ziigna-details?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ field, message }]);
  });

  it('answers 401 without a session and 403 to a role without the quotes card', async () => {
    expect((await get('/admin/ziigna-details', '')).statusCode).toBe(401);
    for (const url of [
      '/admin/ziigna-details',
      '/admin/ziigna-details/search?searchQuery=x',
      `/admin/ziigna-details/${siobhan}/files/${docIds[siobhan]!.pdf}`,
    ])
      expect((await get(url, asm)).statusCode, url).toBe(403);
    expect((await exportCsv('/admin/ziigna-details/export', asm)).statusCode).toBe(403);
  });
});

describe('GET /admin/ziigna-details/search', () => {
  const search = async (q: string) => {
    const res = await get(`/admin/ziigna-details/search?searchQuery=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { documentId: string }[]).map((r) => r.documentId);
  };

  it('finds a reference exactly, whatever its case', async () => {
    expect(await search(siobhan.toLowerCase())).toEqual([siobhan]);
    expect(await search(` ${eloise} `)).toEqual([eloise]);
  });

  it('finds part of an e-mail, name, company, phone, wholesaler or message', async () => {
    expect(await search('brightwater.exam')).toEqual([siobhan]);
    expect(await search('353855')).toEqual([siobhan]);
    expect(await search('cef')).toEqual([siobhan]);
    expect(await search('LUMIÈRE &')).toEqual([eloise]);
    expect(await search('urgent')).toEqual([siobhan]);
  });

  it('matches accents either way: Siobhán, Éloïse', async () => {
    expect(await search('siobhan')).toEqual([siobhan]);
    expect(await search('Siobhán Ní')).toEqual([siobhan]);
    expect(await search('ELOISE')).toEqual([eloise]);
    expect(await search('éloïse dupré')).toEqual([eloise]);
    expect(await search('eclairage')).toEqual([eloise]);
  });

  it('takes % and _ literally, and caps the answer at the newest 50', async () => {
    expect(await search('50%')).toEqual([eloise]);
    expect(await search('%')).toEqual([eloise]);
    expect(await search('_')).toEqual([]);
    const many = await search('filler');
    const fillers = newestFirst().filter((s) => ![siobhan, eloise, formula].includes(s.documentId));
    expect(many).toEqual(fillers.slice(0, 50).map((s) => s.documentId));
  });

  it.each([[''], ['   '], ['x'.repeat(101)], ['a%00b']])(
    'refuses searchQuery=%s with a 400',
    async (q) => {
      const res = await get(`/admin/ziigna-details/search?searchQuery=${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([
        { field: 'querystring.searchQuery', message: 'admin.error.searchQuery' },
      ]);
      expect((await get('/admin/ziigna-details/search')).statusCode).toBe(400);
    },
  );
});

describe('GET /admin/ziigna-details/:documentId/files/:fileId', () => {
  it('streams the stored file as a download with its type, never sniffed', async () => {
    const res = await get(`/admin/ziigna-details/${siobhan}/files/${docIds[siobhan]!.pdf}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="ziigna-datasheet-\d+\.pdf"; filename\*=UTF-8''ziigna-datasheet-\d+\.pdf$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');

    const png = await get(
      `/admin/ziigna-details/${siobhan.toLowerCase()}/files/${docIds[siobhan]!.png}`,
    );
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe(
      `attachment; filename="plan _level 1__ _.png"; filename*=UTF-8''plan%20%22level%201%22%3B%20%C3%A9.png`,
    );
  });

  it('answers 404 for unknown ids, malformed ids and another quote’s file', async () => {
    for (const url of [
      `/admin/ziigna-details/${eloise}/files/${docIds[siobhan]!.pdf}`,
      `/admin/ziigna-details/${siobhan}/files/999999`,
      `/admin/ziigna-details/ZQ-20260101-NOPE22/files/${docIds[siobhan]!.pdf}`,
      `/admin/ziigna-details/${siobhan}/files/1e3`,
      `/admin/ziigna-details/${siobhan}/files/-1`,
      `/admin/ziigna-details/${siobhan}/files/99999999999999999999`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({
        statusCode: 404,
        message: 'No such file for this quote request',
      });
    }
  });
});

describe('POST /admin/ziigna-details/export', () => {
  const parse = (csv: string) => csv.slice(1).split('\r\n').filter(Boolean);

  it('writes every filtered row as CSV: BOM, header, escaping, neutralised formulas; audited', async () => {
    const res = await exportCsv('/admin/ziigna-details/export?startDate=2026-03-01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Ziigna Quotes.csv"');
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const csv = res.body;
    expect(
      csv.startsWith(
        '\uFEFFReference,Date (UTC),Name,Company,E-mail,Phone,Preferred wholesaler,Wholesaler location,Message,Attachments\r\n',
      ),
    ).toBe(true);
    expect(csv).toContain(
      `${formula},2026-03-03 10:00:00,"'=HYPERLINK(""http://x"",""y"")","'@Evil, Inc",evil@example.com,07700900123,,,"'-2+3\ntwo lines",ziigna-datasheet-`,
    );
    expect(csv).toContain(
      `${eloise},2026-03-02 00:00:00,Éloïse Dupré,Lumière & Fils,eloise@lumiere.example,0639980000,,,"Éclairage de secours pour 3 étages, 50% de remise ?",ziigna-datasheet-`,
    );
    expect(csv).toContain(
      `${siobhan},2026-03-01 23:59:59,Siobhán Ní Bhriain,Brightwater Electrical,siobhan@brightwater.example,'+353855550199,CEF,Cork,"Quote for 12 Ziigna runs, ""urgent"", thanks","ziigna-datasheet-`,
    );
    expect(csv.indexOf(formula)).toBeLessThan(csv.indexOf(eloise));

    const log = await t.db.query<{ action: string; details: { rows: number; filter: object } }>(
      `SELECT action, details FROM audit_log WHERE action = 'quotes.export' ORDER BY id DESC LIMIT 1`,
    );
    expect(log[0]).toEqual({
      action: 'quotes.export',
      details: { rows: 3, filter: { startDate: '2026-03-01' } },
    });
  });

  it('exports the whole list, not one page, and a search within dates', async () => {
    const all = parse((await exportCsv('/admin/ziigna-details/export')).body);
    expect(all).toHaveLength(114);
    const refs = all.slice(1).map((l) => l.slice(0, 18));
    expect(new Set(refs).size).toBe(113);
    const found = parse(
      (await exportCsv('/admin/ziigna-details/export?searchQuery=siobhan&endDate=2026-03-01')).body,
    );
    expect(found).toHaveLength(2);
    expect(found[1]!.startsWith(`${siobhan},`)).toBe(true);
  });

  it('reads keyset pages without losing or repeating a row, even within one microsecond', async () => {
    await addQuote('2026-01-01T05:30:00.000Z', { name: 'Same Instant' });
    let csv = '';
    for await (const chunk of quoteCsv(t.db.orm, {}, 7)) csv += chunk;
    const refs = parse(csv)
      .slice(1)
      .map((l) => l.slice(0, 18));
    expect(refs).toEqual(
      newestFirst()
        .map((s) => s.documentId)
        .sort((a, b) => {
          const sa = seeded.find((s) => s.documentId === a)!;
          const sb = seeded.find((s) => s.documentId === b)!;
          return sa.createdAt === sb.createdAt
            ? sb.id - sa.id
            : sa.createdAt < sb.createdAt
              ? 1
              : -1;
        }),
    );
  });

  it('is no GET or HEAD, and refuses another origin, exporting and recording nothing', async () => {
    const count = async () =>
      (await t.db.query(`SELECT id FROM audit_log WHERE action = 'quotes.export'`)).length;
    const before = await count();
    for (const method of ['GET', 'HEAD'] as const)
      expect(
        (await staffGet(t.app, '/admin/ziigna-details/export', marketing, method)).statusCode,
      ).toBe(404);
    for (const origin of ['http://localhost:3000', ''])
      expect((await exportCsv('/admin/ziigna-details/export', marketing, origin)).statusCode).toBe(
        403,
      );
    expect(await count()).toBe(before);
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const res = await exportCsv(
      '/admin/ziigna-details/export?startDate=2026-03-02&endDate=2026-03-01',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { field: 'querystring.endDate', message: 'admin.error.dateRange' },
    ]);
    expect((await exportCsv('/admin/ziigna-details/export?searchQuery=')).statusCode).toBe(400);
  });
});
