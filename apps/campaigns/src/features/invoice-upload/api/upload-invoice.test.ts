import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '#src/testing/fake-xhr.ts';
import {
  progressPercent,
  readUploadAnswer,
  UPLOAD_PATH,
  uploadBody,
  uploadInvoice,
} from './upload-invoice.ts';

const FIELDS = {
  firstName: 'Siobhán',
  lastName: 'Murphy',
  companyName: 'Brightwater',
  email: 'siobhan@brightwater.ie',
  gdprConsent: true,
};
const body = (value: unknown) => JSON.stringify(value);

describe('readUploadAnswer', () => {
  it('reads the receipt of a 201', () => {
    expect(readUploadAnswer(201, body({ received: true, reference: 'ABC123' }))).toEqual({
      kind: 'uploaded',
      reference: 'ABC123',
    });
    expect(readUploadAnswer(201, 'not json')).toEqual({ kind: 'failed' });
  });

  it('maps a 400’s issues to the form’s fields, first message each, unknown fields dropped', () => {
    const answer = readUploadAnswer(
      400,
      body({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid body.email',
        issues: [
          { field: 'body.email', message: 'invoiceUpload.error.email' },
          { field: 'body.email', message: 'invoiceUpload.error.emailRequired' },
          { field: 'body.file', message: 'invoiceUpload.error.fileRequired' },
          { field: 'body.points', message: 'nope' },
          { field: 'body', message: 'nope' },
        ],
      }),
    );
    expect(answer).toEqual({
      kind: 'invalid',
      errors: { email: 'invoiceUpload.error.email', file: 'invoiceUpload.error.fileRequired' },
    });
  });

  it('keeps the server’s words for 409, 413, 415 and 429, and fails anything else', () => {
    expect(
      readUploadAnswer(415, body({ error: 'Unsupported Media Type', message: 'Not a PDF' })),
    ).toEqual({ kind: 'refused', status: 415, message: 'Not a PDF' });
    expect(readUploadAnswer(413, body({ error: 'Too big' }))).toEqual({
      kind: 'refused',
      status: 413,
      message: 'Too big',
    });
    expect(readUploadAnswer(429, '')).toEqual({ kind: 'refused', status: 429, message: null });
    expect(readUploadAnswer(500, body({ message: 'boom' }))).toEqual({ kind: 'failed' });
    expect(readUploadAnswer(0, '')).toEqual({ kind: 'failed' });
  });
});

describe('progressPercent', () => {
  it('rounds down to whole percent within 0–100, 0 while the total is unknown', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(999, 1000)).toBe(99);
    expect(progressPercent(1000, 1000)).toBe(100);
    expect(progressPercent(2000, 1000)).toBe(100);
  });
});

describe('uploadBody', () => {
  it('sends the text fields first and the file last, consent as true or false', () => {
    const file = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    const form = uploadBody(FIELDS, file);
    expect([...form.keys()]).toEqual([
      'firstName',
      'lastName',
      'companyName',
      'email',
      'gdprConsent',
      'file',
    ]);
    expect(form.get('gdprConsent')).toBe('true');
    expect(uploadBody({ ...FIELDS, gdprConsent: false }, file).get('gdprConsent')).toBe('false');
    expect((form.get('file') as File).name).toBe('invoice.pdf');
  });
});

describe('uploadInvoice', () => {
  beforeEach(() => {
    FakeXhr.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());
  const file = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });

  it('posts the form to the API, reports progress as it goes and resolves with the answer', async () => {
    const progress: number[] = [];
    const done = uploadInvoice('http://api.test', FIELDS, file, (p) => progress.push(p));
    const xhr = FakeXhr.all[0]!;
    expect([xhr.method, xhr.url]).toEqual(['POST', `http://api.test${UPLOAD_PATH}`]);
    expect(xhr.sent).toBeInstanceOf(FormData);
    xhr.progress(50, 200);
    xhr.progress(60, 0);
    xhr.progress(200, 200);
    xhr.answer(201, { received: true, reference: 'REF1' });
    await expect(done).resolves.toEqual({ kind: 'uploaded', reference: 'REF1' });
    expect(progress).toEqual([25, 100]);
  });

  it('fails when the API cannot be reached or takes too long', async () => {
    const unreachable = uploadInvoice('http://api.test', FIELDS, file, () => {});
    FakeXhr.all[0]!.onerror?.();
    await expect(unreachable).resolves.toEqual({ kind: 'failed' });
    const slow = uploadInvoice('http://api.test', FIELDS, file, () => {});
    FakeXhr.all[1]!.ontimeout?.();
    await expect(slow).resolves.toEqual({ kind: 'failed' });
  });
});
