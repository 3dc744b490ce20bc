import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVOICE_MAX_BYTES } from '@lumen/validation';
import { campaignInvoiceDocuments } from '#src/db/schema.ts';
import { localDiskStorage } from '#src/lib/storage/local-disk-storage.ts';
import { flatImage, hugePng } from '#src/testing/images.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { INVOICE_UPLOADS_PER_WINDOW } from './upload-campaign-invoice.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let campaignId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO promotions (kind, slug, opens_at, closes_at, draws_end_at, prizes, limits)
     VALUES ('invoice-upload', 'test-invoices', now() - interval '1 day', now() + interval '1 day',
             now() + interval '1 day', '{}', '{}') RETURNING id`,
  );
  campaignId = Number(row!.id);
});
afterAll(() => t.close());

let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

const FIELDS = {
  firstName: 'Siobhán',
  lastName: 'Ó Briain',
  companyName: 'Brightwater Electrical',
  email: 'siobhan@brightwater.example',
  gdprConsent: 'true',
};
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20)]);

/** A multipart body as a browser's FormData sends it. */
async function form(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name?: string; type?: string },
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) {
    fd.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }),
      file.name ?? 'invoice.pdf',
    );
  }
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

const upload = async (
  fields: Record<string, string>,
  file?: { bytes: Buffer; name?: string; type?: string },
  remoteAddress = freshAddress(),
) =>
  t.app.inject({
    method: 'POST',
    url: '/promotions/invoice-upload',
    remoteAddress,
    ...(await form(fields, file)),
  });

const uploadsDir = () => join(t.dataDir, 'uploads', 'invoices', 'test-invoices');
const storedFiles = async () => readdir(uploadsDir()).catch(() => [] as string[]);
const rows = () => t.db.orm.select().from(campaignInvoiceDocuments);

beforeEach(async () => {
  await t.db.query('DELETE FROM campaign_invoice_documents');
});

describe('POST /promotions/invoice-upload', () => {
  it('refuses an image of more than 40 megapixels with 400 naming the file, keeping nothing', async () => {
    const before = await storedFiles();
    const res = await upload(FIELDS, { bytes: await hugePng(), type: 'image/png', name: 'a.png' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      message:
        'This image is too large: at most 40 megapixels. Send a smaller photo, or scan at 300 dpi.',
      issues: [{ field: 'body.file', message: 'upload.error.imagePixels' }],
    });
    expect(await rows()).toEqual([]);
    expect(await storedFiles()).toEqual(before);
    // An A4 page scanned at 600 dpi (4961 x 7016, 34.8 MP) is an invoice like any other.
    const scan = await flatImage(4961, 7016, 'jpeg');
    const ok = await upload(FIELDS, { bytes: scan, type: 'image/jpeg', name: 'scan.jpg' });
    expect(ok.statusCode, ok.body).toBe(201);
    await rm(uploadsDir(), { recursive: true, force: true });
  });

  it('stores the invoice and the entry, with the consent time and the type its bytes show', async () => {
    const res = await upload(FIELDS, { bytes: PDF, type: 'image/png', name: 'scan.png' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ received: true; reference: string }>();
    expect(body.reference).toMatch(/^[0-9A-F]{12}$/);
    const [row] = await rows();
    expect(row).toMatchObject({
      promotionId: campaignId,
      reference: body.reference,
      firstName: 'Siobhán',
      lastName: 'Ó Briain',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      valid: null,
    });
    expect(row!.gdprConsentAt).toBeInstanceOf(Date);
    const stored = await t.app.inject({ method: 'GET', url: `/${row!.storageKey}` });
    expect(stored.statusCode, 'documents are never public').toBe(404);
    expect(await storedFiles()).toEqual([row!.storageKey.split('/').at(-1)]);
  });

  it('accepts exactly 10,485,760 bytes and refuses one more with 413, keeping nothing', async () => {
    const atLimit = Buffer.concat([PDF, Buffer.alloc(INVOICE_MAX_BYTES - PDF.length)]);
    expect((await upload(FIELDS, { bytes: atLimit })).statusCode).toBe(201);
    await t.db.query('DELETE FROM campaign_invoice_documents');
    const before = await storedFiles();
    const res = await upload(FIELDS, { bytes: Buffer.concat([atLimit, Buffer.from('x')]) });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toBe('File size should be less than 10MB');
    expect(await rows()).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file that is not a PDF or an image with 415, whatever its name and type say', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await upload(FIELDS, { bytes: html, name: 'invoice.pdf', type: 'application/pdf' });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json().message).toMatch(/PDF or an image/);
    expect(await rows()).toEqual([]);
  });

  it('names each bad field with 400 and keeps no file', async () => {
    const before = await storedFiles();
    const res = await upload(
      { ...FIELDS, firstName: 'a'.repeat(31), email: 'not an e-mail', companyName: ' ' },
      { bytes: PDF },
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues).toEqual([
      { field: 'body.firstName', message: 'invoiceUpload.error.firstNameLength' },
      { field: 'body.companyName', message: 'invoiceUpload.error.companyRequired' },
      { field: 'body.email', message: 'invoiceUpload.error.email' },
    ]);
    expect(await rows()).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('asks for the file when there is none, or when it is empty', async () => {
    for (const res of [await upload(FIELDS), await upload(FIELDS, { bytes: Buffer.alloc(0) })]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toEqual([
        { field: 'body.file', message: 'invoiceUpload.error.fileRequired' },
      ]);
    }
  });

  it('takes one file only, in the field "file"', async () => {
    const fd = new FormData();
    fd.append('firstName', 'Ann');
    fd.append('file', new Blob([new Uint8Array(PDF)]), 'a.pdf');
    fd.append('file', new Blob([new Uint8Array(PDF)]), 'b.pdf');
    const req = new Request('http://localhost/', { method: 'POST', body: fd });
    const res = await t.app.inject({
      method: 'POST',
      url: '/promotions/invoice-upload',
      remoteAddress: freshAddress(),
      payload: Buffer.from(await req.arrayBuffer()),
      headers: { 'content-type': req.headers.get('content-type')! },
    });
    expect([400, 413]).toContain(res.statusCode);
    expect(await rows()).toEqual([]);
  });

  it('answers 400 for a body cut off inside the file, and keeps nothing', async () => {
    const before = await storedFiles();
    const boundary = 'cut-7d3';
    const res = await t.app.inject({
      method: 'POST',
      url: '/promotions/invoice-upload',
      remoteAddress: freshAddress(),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 ${'x'.repeat(4096)}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(await rows()).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a JSON body with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/promotions/invoice-upload',
      payload: FIELDS,
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(415);
  });

  it('answers 409 once the competition has closed', async () => {
    await t.db.query(
      `UPDATE promotions SET opens_at = now() - interval '3 days', closes_at = now() - interval '1 day', draws_end_at = now() - interval '1 day' WHERE id = $1`,
      [campaignId],
    );
    try {
      const res = await upload(FIELDS, { bytes: PDF });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(
        'The competition is closed: invoices are no longer accepted.',
      );
    } finally {
      await t.db.query(
        `UPDATE promotions SET opens_at = now() - interval '1 day', closes_at = now() + interval '1 day', draws_end_at = now() + interval '1 day' WHERE id = $1`,
        [campaignId],
      );
    }
  });

  it('limits each client to a few uploads per window (429)', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= INVOICE_UPLOADS_PER_WINDOW; i++) {
      statuses.push((await upload(FIELDS, { bytes: PDF }, address)).statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('POST /promotions/invoice-upload with a storage that waits before it reads', () => {
  // A real store awaits something (a folder, a spool file) before it reads the body; a file
  // refused in its first bytes meanwhile must still be a 415, not an unhandled stream error
  // that ends the process (seen end to end with a text file named .pdf).
  it('answers 415 for a text file however late the storage starts reading', async () => {
    const slow = await createTestApp({
      app: {
        storage: {
          ...localDiskStorage(join(t.dataDir, 'slow-uploads')),
          async put(key, body, type) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            return localDiskStorage(join(t.dataDir, 'slow-uploads')).put(key, body, type);
          },
        },
      },
    });
    try {
      await slow.db.query(
        `INSERT INTO promotions (kind, slug, opens_at, closes_at, draws_end_at, prizes, limits)
         VALUES ('invoice-upload', 'slow', now() - interval '1 day', now() + interval '1 day',
                 now() + interval '1 day', '{}', '{}')`,
      );
      const text = Buffer.from('This is not an invoice, only some text.\n'.repeat(20));
      const res = await slow.app.inject({
        method: 'POST',
        url: '/promotions/invoice-upload',
        remoteAddress: freshAddress(),
        ...(await form(FIELDS, { bytes: text, name: 'invoice.pdf' })),
      });
      expect(res.statusCode, res.body).toBe(415);
    } finally {
      await slow.close();
    }
  });
});
