import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, campaignInvoiceDocuments } from '#src/db/schema.ts';
import { localDiskStorage } from '#src/lib/storage/local-disk-storage.ts';
import { hugePng } from '#src/testing/images.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import {
  CONSOLE_ORIGIN,
  createTestStaff,
  sessionCookieFor,
  staffExport,
  staffGet,
} from '#src/testing/staff.ts';
import { CAMPAIGN_INVOICES_CSV_HEADER } from './export-campaign-invoices.ts';
import { THUMB_SIDE } from './get-campaign-invoice-file.ts';

/*
 * The staff list of uploaded campaign invoices on a real, migrated database: the UTC day
 * filter (StartDate, EndDate), the row of spec §3, the thumbnail and file with the session,
 * the audited CSV export and refusals.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let marketing: string;
let adminId: number;

const PNG_REF = 'AAAABBBBCCCC';
const PDF_REF = 'PDFPDFPDF001';

beforeAll(async () => {
  t = await createTestApp({ app: { adminOrigin: CONSOLE_ORIGIN } });
  adminId = (await createTestStaff(t.db, 'admin')).id;
  admin = await sessionCookieFor(t.db, adminId);
  marketing = await sessionCookieFor(t.db, (await createTestStaff(t.db, 'marketing')).id);
  const [promo] = await t.db.query<{ id: number }>(
    `INSERT INTO promotions (kind, slug, opens_at, closes_at, draws_end_at, prizes, limits)
     VALUES ('invoice-upload', 'world-cup-2022', '2022-11-01', '2022-12-20', '2022-12-20', '{}', '{}')
     RETURNING id`,
  );
  const storage = localDiskStorage(join(t.dataDir, 'uploads'));
  const png = await sharp({
    create: { width: 600, height: 800, channels: 3, background: '#3366aa' },
  })
    .png()
    .toBuffer();
  const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
  await storage.put('invoices/test/png-one.png', Readable.from([png]), 'image/png');
  await storage.put('invoices/test/pdf-one.pdf', Readable.from([pdf]), 'application/pdf');
  const base = { promotionId: Number(promo!.id), companyName: 'Brightwater Electrical' };
  await t.db.orm.insert(campaignInvoiceDocuments).values([
    {
      ...base,
      reference: PNG_REF,
      createdAt: new Date('2022-11-05T23:59:59.999Z'),
      firstName: 'Siobhán',
      lastName: 'Ó Briain',
      email: 'siobhan@brightwater.example',
      storageKey: 'invoices/test/png-one.png',
      contentType: 'image/png',
      sizeBytes: png.length,
      gdprConsentAt: new Date('2022-11-05T23:59:59.999Z'),
    },
    {
      ...base,
      reference: PDF_REF,
      createdAt: new Date('2022-11-06T00:00:00.000Z'),
      firstName: '=HYPERLINK("x")',
      lastName: 'Dupré',
      email: 'zoe@x.example',
      storageKey: 'invoices/test/pdf-one.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      valid: true,
    },
  ]);
});
afterAll(() => t.close());

const get = (url: string, cookie = admin) => staffGet(t.app, url, cookie);
const exportCsv = (url: string, cookie = admin, origin?: string) =>
  staffExport(t.app, url, cookie, origin);

const LIST = '/loyalty/get-documents-for-campaign';

describe('GET /loyalty/get-documents-for-campaign', () => {
  it('lists the uploaded documents newest first with the spec §3 row and session paths', async () => {
    const res = await get(LIST);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalElements: 2,
      content: [
        {
          reference: PDF_REF,
          campaign: 'world-cup-2022',
          email: 'zoe@x.example',
          fullName: '=HYPERLINK("x") Dupré',
          company: 'Brightwater Electrical',
          vendor: null,
          uploadDate: '2022-11-06T00:00:00.000Z',
          invoiceDate: null,
          contentType: 'application/pdf',
          img_thumb: null,
          image: `${LIST}/${PDF_REF}/file`,
          gdprConsent: false,
          valid: true,
        },
        {
          reference: PNG_REF,
          campaign: 'world-cup-2022',
          email: 'siobhan@brightwater.example',
          fullName: 'Siobhán Ó Briain',
          company: 'Brightwater Electrical',
          vendor: null,
          uploadDate: '2022-11-05T23:59:59.999Z',
          invoiceDate: null,
          contentType: 'image/png',
          img_thumb: `${LIST}/${PNG_REF}/thumb`,
          image: `${LIST}/${PNG_REF}/file`,
          gdprConsent: true,
          valid: null,
        },
      ],
    });
  });

  it('filters by UTC days of upload (StartDate, EndDate), both ends included; pages', async () => {
    const refs = async (q: string) =>
      (await get(`${LIST}?${q}`)).json().content.map((r: { reference: string }) => r.reference);
    expect(await refs('StartDate=2022-11-05&EndDate=2022-11-05')).toEqual([PNG_REF]);
    expect(await refs('StartDate=2022-11-06')).toEqual([PDF_REF]);
    expect(await refs('EndDate=2022-11-04')).toEqual([]);
    expect(await refs('size=1&page=1')).toEqual([PNG_REF]);
  });

  it.each([
    ['reversed dates', 'StartDate=2022-11-06&EndDate=2022-11-05'],
    ['page -1', 'page=-1'],
    ['a page that is not a number', 'page=x'],
    ['a size over the limit', 'size=101'],
    ['a date that is not a day', 'StartDate=2022-02-30'],
    ['a future day', 'EndDate=2999-01-01'],
    ['the lower-case names', 'startDate=2022-11-05'],
  ])('refuses %s with 400', async (_what, q) => {
    const res = await get(`${LIST}?${q}`);
    expect(res.statusCode).toBe(400);
  });

  it('names the reversed range under EndDate with the spec §5 message key', async () => {
    const res = await get(`${LIST}?StartDate=2022-11-06&EndDate=2022-11-05`);
    expect(res.json().issues).toEqual([
      expect.objectContaining({
        field: 'querystring.EndDate',
        message: 'admin.error.dateRange',
      }),
    ]);
  });

  it('answers 401 without a session and 403 to a role without the card', async () => {
    for (const path of [LIST, `${LIST}/${PNG_REF}/thumb`, `${LIST}/${PNG_REF}/file`]) {
      expect((await get(path, '')).statusCode, path).toBe(401);
      expect((await get(path, marketing)).statusCode, path).toBe(403);
    }
    expect((await exportCsv(`${LIST}/export`, '')).statusCode).toBe(401);
    expect((await exportCsv(`${LIST}/export`, marketing)).statusCode).toBe(403);
  });
});

describe('the documents and thumbnails', () => {
  it('draws a JPEG thumbnail within 128 px of a picture; none for a PDF', async () => {
    const res = await get(`${LIST}/${PNG_REF}/thumb`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(THUMB_SIDE);
    expect((await get(`${LIST}/${PDF_REF}/thumb`)).statusCode).toBe(404);
  });

  const thumbOf = async (reference: string) =>
    (
      await t.db.query<{ thumb_jpeg: Uint8Array | null }>(
        'SELECT thumb_jpeg FROM campaign_invoice_documents WHERE reference = $1',
        [reference],
      )
    )[0]?.thumb_jpeg;

  /** Stores a picture and its entry, as an upload would have. */
  async function storePicture(reference: string, key: string, bytes: Buffer) {
    await storage().put(key, Readable.from([bytes]), 'image/png');
    const [first] = await t.db.orm
      .select({ promotionId: campaignInvoiceDocuments.promotionId })
      .from(campaignInvoiceDocuments)
      .limit(1);
    await t.db.orm.insert(campaignInvoiceDocuments).values({
      promotionId: first!.promotionId,
      reference,
      firstName: 'Aoife',
      lastName: 'Byrne',
      companyName: 'Byrne Electric',
      email: 'aoife@byrne.example',
      storageKey: key,
      contentType: 'image/png',
      sizeBytes: bytes.length,
    });
  }
  const storage = () => localDiskStorage(join(t.dataDir, 'uploads'));

  it('draws a thumbnail once and keeps it: a later view decodes nothing', async () => {
    const picture = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#aa3366' },
    })
      .png()
      .toBuffer();
    await storePicture('ONCEONCEONCE', 'invoices/test/once.png', picture);
    expect(await thumbOf('ONCEONCEONCE')).toBeNull();
    const first = await get(`${LIST}/ONCEONCEONCE/thumb`);
    expect(first.statusCode).toBe(200);
    expect(Buffer.from((await thumbOf('ONCEONCEONCE'))!).equals(first.rawPayload)).toBe(true);
    // With the picture gone, only the kept thumbnail can answer.
    await storage().delete('invoices/test/once.png');
    const again = await get(`${LIST}/ONCEONCEONCE/thumb`);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('draws no thumbnail of a picture over 40 megapixels stored before the upload refused them', async () => {
    await storePicture('HUGEHUGEHUGE', 'invoices/test/huge.png', await hugePng());
    expect((await get(`${LIST}/HUGEHUGEHUGE/thumb`)).statusCode).toBe(404);
    expect(await thumbOf('HUGEHUGEHUGE')).toBeNull();
    await t.db.query(
      "DELETE FROM campaign_invoice_documents WHERE reference IN ('HUGEHUGEHUGE', 'ONCEONCEONCE')",
    );
  });

  it('sends the stored file as an attachment; unknown references are 404', async () => {
    const res = await get(`${LIST}/${PDF_REF}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="invoice-PDFPDFPDF001.pdf"/,
    );
    expect(res.body).toBe('%PDF-1.7\n%%EOF\n');
    expect((await get(`${LIST}/ZZZZZZZZZZZZ/file`)).statusCode).toBe(404);
    expect((await get(`${LIST}/short/file`)).statusCode).toBe(400);
  });
});

describe('POST /loyalty/get-documents-for-campaign/export', () => {
  it('writes every filtered document as CSV with neutralised formulas, and audits it', async () => {
    const res = await exportCsv(`${LIST}/export?StartDate=2022-11-01`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Campaign Invoices.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.slice(1).split('\r\n')).toEqual([
      CAMPAIGN_INVOICES_CSV_HEADER.join(','),
      `${PDF_REF},world-cup-2022,"'=HYPERLINK(""x"") Dupré",zoe@x.example,Brightwater Electrical,2022-11-06 00:00:00,application/pdf,No,Yes`,
      `${PNG_REF},world-cup-2022,Siobhán Ó Briain,siobhan@brightwater.example,Brightwater Electrical,2022-11-05 23:59:59,image/png,Yes,Not checked`,
      '',
    ]);
    const entries = await t.db.orm.select().from(auditLog);
    expect(entries.filter((e) => e.action === 'campaign-invoices.export')).toEqual([
      expect.objectContaining({
        actorId: adminId,
        targetType: 'campaign-invoices',
        details: { filter: { StartDate: '2022-11-01' }, rows: 2 },
      }),
    ]);
  });

  it('refuses reversed dates with 400, a GET, and another origin, and records nothing', async () => {
    const exports = async () =>
      (await t.db.orm.select().from(auditLog)).filter(
        (e) => e.action === 'campaign-invoices.export',
      );
    const before = await exports();
    const res = await exportCsv(`${LIST}/export?StartDate=2022-11-06&EndDate=2022-11-05`);
    expect(res.statusCode).toBe(400);
    expect((await get(`${LIST}/export?StartDate=2022-11-01`)).statusCode).toBe(404);
    expect((await exportCsv(`${LIST}/export`, admin, 'http://localhost:3000')).statusCode).toBe(
      403,
    );
    expect((await exportCsv(`${LIST}/export`, admin, '')).statusCode).toBe(403);
    expect(await exports()).toEqual(before);
  });
});
