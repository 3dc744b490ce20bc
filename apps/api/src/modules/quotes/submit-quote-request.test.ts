import { readdir, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUOTE_DOCUMENT_ID_PATTERN, QUOTE_REQUEST_LIMITS } from '@lumen/validation';
import { emailOutbox, quoteRequestDocuments, quoteRequests } from '#src/db/schema.ts';
import { localDiskStorage } from '#src/lib/storage/local-disk-storage.ts';
import { hugePng } from '#src/testing/images.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import {
  CONFIRMATIONS_PER_ADDRESS,
  QUOTE_REQUESTS_PER_WINDOW,
  submitQuoteRequest,
} from './submit-quote-request.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++}`;

const FIELDS = {
  name: 'Siobhán Ní Bhriain',
  companyName: 'Brightwater Electrical',
  email: 'siobhan@brightwater.example',
  phoneNumber: '+353855550199',
  preferredWholesaler: 'Liffey Electrical Wholesale',
  wholesalerLocation: 'Dublin 12',
  message: 'Two runs of 4.2 m in an office, 4000K, suspended.\nDelivery to site in March.',
};

const { fileBytes, totalBytes } = QUOTE_REQUEST_LIMITS;
const pdf = (size = 2048) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)]);
const jpeg = (size = 1024) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 7)]);
const png = () => Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR plan', 'latin1');

type Upload = { field: string; bytes: Buffer; name?: string; type?: string };
const quoteFile = (
  bytes = pdf(),
  name = 'ziigna-datasheet-482913-20261125T101500.pdf',
): Upload => ({
  field: 'ziignaQuoteFile',
  bytes,
  name,
  type: 'application/pdf',
});
const attachment = (bytes: Buffer, name = 'site.jpg', type = 'image/jpeg'): Upload => ({
  field: 'otherAttachments',
  bytes,
  name,
  type,
});

/** A multipart body as the builder's FormData sends it: text fields first, then the files. */
async function form(fields: Record<string, string>, files: Upload[]) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files) {
    fd.append(
      f.field,
      new Blob([new Uint8Array(f.bytes)], { type: f.type ?? '' }),
      f.name ?? 'file',
    );
  }
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

const URL = '/customer/submit-ziigna-form';
const send = async (
  fields: Record<string, string>,
  files: Upload[] = [quoteFile()],
  remoteAddress = freshAddress(),
) => t.app.inject({ method: 'POST', url: URL, remoteAddress, ...(await form(fields, files)) });

/** A hand-made multipart body: what a forged request can look like. */
const BOUNDARY = 'forged-boundary-7d3';
const raw = (parts: string[], end = `--${BOUNDARY}--\r\n`) => ({
  payload: parts.map((p) => `--${BOUNDARY}\r\n${p}\r\n`).join('') + end,
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
});
const fieldPart = (name: string, value: string) =>
  `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
const filePart = (name: string, content: string) =>
  `Content-Disposition: form-data; name="${name}"; filename="f.pdf"\r\nContent-Type: application/pdf\r\n\r\n${content}`;
const sendRaw = (body: ReturnType<typeof raw>) =>
  t.app.inject({ method: 'POST', url: URL, remoteAddress: freshAddress(), ...body });

const uploadsDir = () => join(t.dataDir, 'uploads', 'quotes');
/** Every file under the quotes' storage folder, partial ones included. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(uploadsDir(), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}
const requests = () => t.db.orm.select().from(quoteRequests);
const documents = () => t.db.orm.select().from(quoteRequestDocuments);

/** Nothing of a refused request is left: no row, no document, no file. */
async function expectNothingStored() {
  expect(await requests()).toEqual([]);
  expect(await documents()).toEqual([]);
  expect(await storedFiles()).toEqual([]);
}

beforeEach(async () => {
  await t.db.query('DELETE FROM quote_requests');
  await t.db.query('DELETE FROM email_outbox');
  await rm(uploadsDir(), { recursive: true, force: true });
});

describe('POST /customer/submit-ziigna-form: accepted', () => {
  it('stores the request, its datasheet and two attachments, and queues the e-mail', async () => {
    const files = [
      quoteFile(),
      attachment(jpeg(), 'Site photo – entrée.jpg'),
      attachment(png(), 'plan.png', 'image/png'),
    ];
    const res = await send(FIELDS, files);
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json<{ data: { documentId: string } }>();
    expect(data.documentId).toMatch(QUOTE_DOCUMENT_ID_PATTERN);

    const [row] = await requests();
    expect(row).toMatchObject({ ...FIELDS, documentId: data.documentId, locale: 'en-GB' });
    const docs = await t.db.orm
      .select()
      .from(quoteRequestDocuments)
      .where(eq(quoteRequestDocuments.quoteRequestId, row!.id));
    expect(
      docs
        .map(({ kind, position, fileName, contentType, sizeBytes }) => ({
          kind,
          position,
          fileName,
          contentType,
          sizeBytes,
        }))
        .sort((a, b) => a.kind.localeCompare(b.kind) || a.position - b.position),
    ).toEqual([
      {
        kind: 'other',
        position: 0,
        fileName: 'Site photo – entrée.jpg',
        contentType: 'image/jpeg',
        sizeBytes: 1024,
      },
      {
        kind: 'other',
        position: 1,
        fileName: 'plan.png',
        contentType: 'image/png',
        sizeBytes: png().length,
      },
      {
        kind: 'quote-file',
        position: 0,
        fileName: 'ziigna-datasheet-482913-20261125T101500.pdf',
        contentType: 'application/pdf',
        sizeBytes: 2048,
      },
    ]);
    // The bytes are in storage as sent, under keys of ours.
    for (const doc of docs) {
      expect(doc.storageKey).toMatch(/^quotes\/\d{4}-\d{2}\/[0-9a-f-]{36}$/);
      const bytes = await readFile(join(t.dataDir, 'uploads', doc.storageKey));
      const sent = files.find((f) => f.name === doc.fileName)!;
      expect(bytes.equals(sent.bytes)).toBe(true);
    }
    expect(await storedFiles()).toHaveLength(3);

    const [mail] = await t.db.orm.select().from(emailOutbox);
    expect(mail).toMatchObject({ to: FIELDS.email, sentAt: null });
    expect(mail!.subject).toBe(`Your Ziigna quote request ${data.documentId}`);
    expect(mail!.text).toContain(data.documentId);
    // Anyone can type another's address: the e-mail carries none of the sender's text.
    const typed = [...Object.values(FIELDS), ...files.map((f) => f.name!)];
    for (const text of typed.filter((v) => v !== FIELDS.email)) {
      expect(mail!.text).not.toContain(text);
      expect(mail!.subject).not.toContain(text);
    }
  });

  it('is in the OpenAPI document, with its answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const post = doc.paths[URL].post;
    expect(post.description).toContain('ziignaQuoteFile');
    expect(
      post.responses['201'].content['application/json'].schema.properties.data.required,
    ).toEqual(['documentId']);
    expect(Object.keys(post.responses)).toEqual(['201', '400', '413', '415', '429']);
  });

  it('never serves the files', async () => {
    expect((await send(FIELDS)).statusCode).toBe(201);
    const [doc] = await documents();
    for (const url of [
      `/${doc!.storageKey}`,
      `/uploads/${doc!.storageKey}`,
      `/media/${doc!.storageKey}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('writes the e-mail in the page’s language and keeps optional fields out when empty', async () => {
    const res = await send({
      ...FIELDS,
      name: 'Éloïse Lefèvre',
      phoneNumber: '+33639981234',
      preferredWholesaler: '',
      wholesalerLocation: '',
      message: '',
      locale: 'fr-FR',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await requests();
    expect(row).toMatchObject({
      name: 'Éloïse Lefèvre',
      locale: 'fr-FR',
      preferredWholesaler: null,
      wholesalerLocation: null,
      message: null,
    });
    const [mail] = await t.db.orm.select().from(emailOutbox);
    expect(mail!.subject).toBe(`Votre demande de devis Ziigna ${row!.documentId}`);
  });

  it('keeps markup in the message as the text it is', async () => {
    const markup = '<b>3 m</b> <script>alert(1)</script> & <img src=x onerror=alert(2)>';
    expect((await send({ ...FIELDS, message: markup })).statusCode).toBe(201);
    const [row] = await requests();
    expect(row!.message).toBe(markup);
  });

  it('takes files of exactly 10,485,760 bytes, 26,214,400 in all', async () => {
    const res = await send(FIELDS, [
      quoteFile(pdf(fileBytes)),
      attachment(jpeg(fileBytes)),
      attachment(jpeg(totalBytes - 2 * fileBytes)),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect((await documents()).reduce((sum, d) => sum + d.sizeBytes, 0)).toBe(totalBytes);
  });
});

describe('POST /customer/submit-ziigna-form: refused fields (400)', () => {
  const cases: [string, Record<string, string>, Record<string, string>][] = [
    [
      'names over 30 characters',
      { name: 'Ségolène Aubé-Lefèvre'.padEnd(31, 'é'), companyName: 'x'.repeat(31) },
      {
        'body.name': 'quoteRequest.error.nameLength',
        'body.companyName': 'quoteRequest.error.companyNameLength',
      },
    ],
    [
      'a bad e-mail',
      { email: 'siobhan at brightwater' },
      { 'body.email': 'quoteRequest.error.email' },
    ],
    [
      'a phone of 14 digits',
      { phoneNumber: '35385555019912' },
      { 'body.phoneNumber': 'quoteRequest.error.phoneLength' },
    ],
    [
      'a phone with spaces',
      { phoneNumber: '085 555 0199' },
      { 'body.phoneNumber': 'quoteRequest.error.phone' },
    ],
    [
      'optional fields over their limits',
      {
        preferredWholesaler: 'w'.repeat(61),
        wholesalerLocation: 'l'.repeat(61),
        message: 'm'.repeat(301),
      },
      {
        'body.preferredWholesaler': 'quoteRequest.error.preferredWholesalerLength',
        'body.wholesalerLocation': 'quoteRequest.error.wholesalerLocationLength',
        'body.message': 'quoteRequest.error.messageLength',
      },
    ],
    [
      'a message far past the parser’s field size',
      { message: 'é'.repeat(5000) },
      { 'body.message': 'quoteRequest.error.messageLength' },
    ],
    ['an unknown locale', { locale: 'de-DE' }, { 'body.locale': 'quoteRequest.error.locale' }],
    ['a NUL in a name', { name: 'Ann\u0000' }, { 'body.name': 'text.error.invalidCharacters' }],
  ];
  it.each(cases)('names each field: %s', async (_, change, expected) => {
    const res = await send({ ...FIELDS, ...change }, [quoteFile(), attachment(jpeg())]);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ message: string; issues: { field: string; message: string }[] }>();
    expect(Object.fromEntries(body.issues.map((i) => [i.field, i.message]))).toEqual(expected);
    expect(body.message).toBe(`Invalid ${Object.keys(expected).join(', ')}`);
    await expectNothingStored();
  });

  it('names every missing part, the datasheet included', async () => {
    const res = await send({}, [attachment(jpeg())]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues).toEqual([
      { field: 'body.name', message: 'quoteRequest.error.nameRequired' },
      { field: 'body.companyName', message: 'quoteRequest.error.companyNameRequired' },
      { field: 'body.email', message: 'quoteRequest.error.emailRequired' },
      { field: 'body.phoneNumber', message: 'quoteRequest.error.phoneRequired' },
      { field: 'body.ziignaQuoteFile', message: 'quoteRequest.error.quoteFileRequired' },
    ]);
    await expectNothingStored();
  });

  it('asks for the datasheet when it is missing or empty', async () => {
    for (const files of [[], [quoteFile(Buffer.alloc(0))]]) {
      const res = await send(FIELDS, files);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toEqual([
        { field: 'body.ziignaQuoteFile', message: 'quoteRequest.error.quoteFileRequired' },
      ]);
    }
    await expectNothingStored();
  });
});

describe('POST /customer/submit-ziigna-form: refused files', () => {
  it('413 for a file one byte past 10,485,760, naming it, with nothing kept', async () => {
    const res = await send(FIELDS, [quoteFile(), attachment(jpeg(fileBytes + 1))]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({
      message: 'Each file must be less than 10MB',
      issues: [{ field: 'body.otherAttachments.0', message: 'quoteRequest.error.fileSize' }],
    });
    await expectNothingStored();
  });

  it('413 once the files pass 26,214,400 bytes together, deleting those already stored', async () => {
    const res = await send(FIELDS, [
      quoteFile(pdf(fileBytes)),
      attachment(jpeg(fileBytes)),
      attachment(jpeg(totalBytes - 2 * fileBytes + 1)),
    ]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().issues).toEqual([
      { field: 'body.otherAttachments.1', message: 'quoteRequest.error.totalSize' },
    ]);
    await expectNothingStored();
  });

  it('413 before reading a body announced larger than any request can be', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      remoteAddress: freshAddress(),
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(totalBytes + 1024 * 1024),
      },
      payload: raw([fieldPart('name', 'x')]).payload,
    });
    expect(res.statusCode, res.body).toBe(413);
    await expectNothingStored();
  });

  it('415 by the bytes, whatever the name and type say: a datasheet must be a PDF', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const file of [quoteFile(html), quoteFile(png(), 'datasheet.png')]) {
      const res = await send(FIELDS, [file]);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json().issues).toEqual([
        { field: 'body.ziignaQuoteFile', message: 'quoteRequest.error.quoteFileType' },
      ]);
    }
    await expectNothingStored();
  });

  it('415 for an attachment that is not a PDF or an image, deleting the files before it', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\0', 'latin1'), Buffer.alloc(512)]);
    const res = await send(FIELDS, [quoteFile(), attachment(jpeg()), attachment(exe, 'photo.jpg')]);
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({
      message: 'Attachments must be PDFs or images (JPEG, PNG, WebP or HEIC)',
      issues: [{ field: 'body.otherAttachments.1', message: 'quoteRequest.error.fileType' }],
    });
    await expectNothingStored();
  });

  it('400 for an attachment of more than 40 megapixels, naming it, deleting the files before it', async () => {
    const res = await send(FIELDS, [
      quoteFile(),
      attachment(jpeg(), 'site.jpg'),
      attachment(await hugePng(), 'plan.png', 'image/png'),
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues).toEqual([
      { field: 'body.otherAttachments.1', message: 'upload.error.imagePixels' },
    ]);
    await expectNothingStored();
  });

  it('400 for a fifth attachment, and for a second datasheet', async () => {
    const five = Array.from({ length: 5 }, () => attachment(jpeg()));
    const res = await send(FIELDS, [quoteFile(), ...five]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues).toEqual([
      { field: 'body.otherAttachments', message: 'quoteRequest.error.attachmentCount' },
    ]);
    expect((await send(FIELDS, [quoteFile(), quoteFile()])).statusCode).toBe(400);
    await expectNothingStored();
  });
});

describe('POST /customer/submit-ziigna-form: forged requests', () => {
  it('refuses a body that is not multipart (415)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      remoteAddress: freshAddress(),
      payload: FIELDS,
    });
    expect(res.statusCode).toBe(415);
  });

  it('answers 10,000-part bodies with a 4xx at once, and goes on serving', async () => {
    const bodies = [
      // The same field again and again.
      raw(Array.from({ length: 10_000 }, () => fieldPart('message', 'spam'))),
      // Files in the attachments field.
      raw([
        filePart('ziignaQuoteFile', '%PDF-1.7 a'),
        ...Array.from({ length: 10_000 }, () => filePart('otherAttachments', '%PDF-1.7 b')),
      ]),
      // Parts without a name, which no field check sees: the parser's part limit does.
      raw(Array.from({ length: 10_000 }, () => 'Content-Type: text/plain\r\n\r\nx')),
      // Fields with names of their own.
      raw(Array.from({ length: 10_000 }, (_, i) => fieldPart(`f${i}`, 'x'))),
    ];
    const statuses = [];
    for (const body of bodies) statuses.push((await sendRaw(body)).statusCode);
    expect(statuses).toEqual([400, 400, 413, 400]);
    await expectNothingStored();
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });

  it('refuses unknown parts by name', async () => {
    const res = await sendRaw(raw([fieldPart('name', 'Ann'), fieldPart('documentId', 'ZQ-1')]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Unknown field; the fields are name, companyName/);
    const file = await send(FIELDS, [quoteFile(), { field: 'file', bytes: pdf() }]);
    expect(file.statusCode).toBe(400);
    await expectNothingStored();
  });

  it('answers 400 for a body cut off inside a file, keeping nothing of it', async () => {
    const cut = raw(
      [
        ...Object.entries(FIELDS).map(([k, v]) => fieldPart(k, v)),
        filePart('ziignaQuoteFile', `%PDF-1.7\n${'x'.repeat(4096)}`),
      ],
      '',
    );
    cut.payload = cut.payload.slice(0, -2); // no closing boundary, the file never ends
    const res = await sendRaw(cut);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/^Malformed multipart body|ended before the form/);
    await expectNothingStored();
  });

  it('answers 400 for a multipart type without a boundary, and an empty body', async () => {
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: URL,
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'name=x',
    });
    expect(noBoundary.statusCode, noBoundary.body).toBe(400);
    const empty = await sendRaw(raw([]));
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json().issues).toHaveLength(5);
    await expectNothingStored();
  });

  it('refuses a field sent twice, or as JSON', async () => {
    const twice = await sendRaw(raw([fieldPart('name', 'Ann'), fieldPart('name', 'Bob')]));
    expect(twice.statusCode).toBe(400);
    const json = await sendRaw(
      raw([
        'Content-Disposition: form-data; name="name"\r\nContent-Type: application/json\r\n\r\n{"a":1}',
      ]),
    );
    expect(json.statusCode).toBe(400);
  });
});

describe('POST /customer/submit-ziigna-form: limits and failures', () => {
  it('limits each client to a few requests per window (429)', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= QUOTE_REQUESTS_PER_WINDOW; i++) {
      statuses.push((await send(FIELDS, [quoteFile()], address)).statusCode);
    }
    expect(statuses).toEqual([...Array(QUOTE_REQUESTS_PER_WINDOW).fill(201), 429]);
  });

  it('deletes the stored files when the database refuses the request', async () => {
    // A database failure after every file is stored: the transaction rolls back, the files go.
    await t.db.exec(`
      CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'refused'; END $$;
      CREATE TRIGGER refuse_boom BEFORE INSERT ON quote_request_documents
        FOR EACH ROW WHEN (NEW.file_name = 'boom.jpg') EXECUTE FUNCTION refuse_boom();`);
    try {
      const res = await send(FIELDS, [quoteFile(), attachment(jpeg(), 'boom.jpg')]);
      expect(res.statusCode).toBe(500);
      await expectNothingStored();
      expect(await t.db.orm.select().from(emailOutbox)).toEqual([]);
    } finally {
      await t.db.exec(
        'DROP TRIGGER refuse_boom ON quote_request_documents; DROP FUNCTION refuse_boom();',
      );
    }
  });

  it('tries another reference when one is taken, and commits nothing once abandoned', async () => {
    const now = new Date('2026-11-25T10:00:00Z');
    const fields = { ...FIELDS, locale: 'en-GB' as const };
    const ids = ['ZQ-20261125-AAAAAA', 'ZQ-20261125-AAAAAA', 'ZQ-20261125-BBBBBB'];
    const next = () => ids.shift()!;
    const first = await submitQuoteRequest(
      t.db.orm,
      t.app.mailer,
      { fields, documents: [] },
      { now, nextDocumentId: next },
    );
    const second = await submitQuoteRequest(
      t.db.orm,
      t.app.mailer,
      { fields, documents: [] },
      { now, nextDocumentId: next },
    );
    expect([first, second]).toEqual(['ZQ-20261125-AAAAAA', 'ZQ-20261125-BBBBBB']);
    await expect(
      submitQuoteRequest(
        t.db.orm,
        t.app.mailer,
        { fields, documents: [] },
        { now, isAbandoned: () => true },
      ),
    ).rejects.toMatchObject({ statusCode: 503 });
    expect(await requests()).toHaveLength(2);
    expect(await t.db.orm.select().from(emailOutbox)).toHaveLength(2);
  });
});

describe('POST /customer/submit-ziigna-form over a socket', () => {
  it('lets go of the connection of an upload it refused in its first bytes', async () => {
    const origin = new globalThis.URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const html = Buffer.concat([Buffer.from('<html>'), Buffer.alloc(3_000_000, 0x20)]);
    const { payload, headers } = await form(FIELDS, [quoteFile(), attachment(html, 'photo.jpg')]);
    // A client that stops sending once it has its answer, and hangs up, as curl does.
    const socket = connect(Number(origin.port), origin.hostname);
    socket.write(
      `POST ${URL} HTTP/1.1\r\nHost: ${origin.host}\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, 256 * 1024));
    const answer = await new Promise<string>((resolve) =>
      socket.once('data', (d) => resolve(String(d))),
    );
    socket.end();
    expect(answer).toMatch(/^HTTP\/1.1 415 /);
    const connections = () =>
      new Promise<number>((resolve) => t.app.server.getConnections((_, n) => resolve(n)));
    await expect.poll(connections, { timeout: 5000 }).toBe(0);
    await expectNothingStored();
  });
});

describe('POST /customer/submit-ziigna-form with a storage that waits before it reads', () => {
  it('answers 415 however late the storage starts reading, and rolls back past the deadline', async () => {
    const dir = join(t.dataDir, 'slow-uploads');
    const disk = localDiskStorage(dir);
    let deleted = 0;
    const slow = await createTestApp({
      app: {
        limits: { requestTimeoutMs: 1000 },
        storage: {
          ...disk,
          async put(key, body, type) {
            await new Promise((resolve) => setTimeout(resolve, 300));
            return disk.put(key, body, type);
          },
          async delete(key) {
            await disk.delete(key);
            deleted++;
          },
        },
      },
    });
    const filesIn = async () =>
      (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) =>
        e.isFile(),
      );
    try {
      const text = Buffer.from('This is not a datasheet, only some text.\n'.repeat(20));
      const refused = await slow.app.inject({
        method: 'POST',
        url: URL,
        remoteAddress: freshAddress(),
        ...(await form(FIELDS, [quoteFile(text)])),
      });
      expect(refused.statusCode, refused.body).toBe(415);

      // Five files at 300 ms each outlast the 1 s deadline: the client is told 503, and the
      // quote it believes lost is not kept either, once the handler has caught up.
      const late = await slow.app.inject({
        method: 'POST',
        url: URL,
        remoteAddress: freshAddress(),
        ...(await form(FIELDS, [
          quoteFile(),
          ...Array.from({ length: 4 }, () => attachment(jpeg())),
        ])),
      });
      expect(late.statusCode).toBe(503);
      await expect.poll(() => deleted, { timeout: 10_000 }).toBe(5);
      expect(await slow.db.orm.select().from(quoteRequests)).toEqual([]);
      expect(await slow.db.orm.select().from(emailOutbox)).toEqual([]);
      expect(await filesIn()).toEqual([]);
    } finally {
      await slow.close();
    }
  });
});

describe('POST /customer/submit-ziigna-form: confirmations aimed at someone else', () => {
  const mailsTo = async (address: string) =>
    (await t.db.orm.select().from(emailOutbox)).filter(
      (m) => m.to.toLowerCase() === address.toLowerCase(),
    );

  it('sends one address at most 3 confirmations a day, whoever sends, and stores every request', async () => {
    const victim = 'someone.else@elsewhere.example';
    const spellings = [victim, victim.toUpperCase(), 'Someone.Else@Elsewhere.example'];
    for (let i = 0; i < CONFIRMATIONS_PER_ADDRESS + 2; i++) {
      const res = await send({ ...FIELDS, email: spellings[i % spellings.length]! });
      // The same answer either way: the sender cannot tell whether an e-mail went.
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await requests()).toHaveLength(CONFIRMATIONS_PER_ADDRESS + 2);
    expect(await mailsTo(victim)).toHaveLength(CONFIRMATIONS_PER_ADDRESS);
    // Another address is not held back by it.
    expect((await send(FIELDS)).statusCode).toBe(201);
    expect(await mailsTo(FIELDS.email)).toHaveLength(1);
  });

  it('confirms again once the day has passed', async () => {
    for (let i = 0; i < CONFIRMATIONS_PER_ADDRESS; i++) await send(FIELDS);
    expect((await send(FIELDS)).statusCode).toBe(201);
    expect(await mailsTo(FIELDS.email)).toHaveLength(CONFIRMATIONS_PER_ADDRESS);
    await t.db.query("UPDATE quote_requests SET created_at = created_at - interval '25 hours'");
    expect((await send(FIELDS)).statusCode).toBe(201);
    expect(await mailsTo(FIELDS.email)).toHaveLength(CONFIRMATIONS_PER_ADDRESS + 1);
  });

  it('holds the cap when requests for one address arrive at once', async () => {
    const fields = { ...FIELDS, locale: 'en-GB' as const };
    const now = new Date();
    await Promise.all(
      Array.from({ length: 8 }, () =>
        submitQuoteRequest(t.db.orm, t.app.mailer, { fields, documents: [] }, { now }),
      ),
    );
    expect(await requests()).toHaveLength(8);
    expect(await mailsTo(FIELDS.email)).toHaveLength(CONFIRMATIONS_PER_ADDRESS);
  });
});
