import { describe, expect, it } from 'vitest';
import { INVOICE_MAX_BYTES, invoiceFileProblem } from './invoice-upload-constants.ts';
import { InvoiceUploadFieldsSchema } from './invoice-upload.ts';

const valid = {
  firstName: 'Siobhán',
  lastName: 'Ní Bhriain',
  companyName: 'Brightwater Électrique',
  email: 'siobhan@brightwater.ie',
};

function messagesFor(input: Record<string, unknown>) {
  const r = InvoiceUploadFieldsSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
}

describe('InvoiceUploadFieldsSchema', () => {
  it('accepts accented names at the 30-character limit, trimmed, and reads the consent box', () => {
    const thirty = 'Zoë'.padEnd(30, 'é');
    const r = InvoiceUploadFieldsSchema.parse({
      ...valid,
      firstName: ` ${thirty} `,
      companyName: thirty,
      gdprConsent: 'on',
    });
    expect(r.firstName).toBe(thirty);
    expect(r.gdprConsent).toBe(true);
    expect(InvoiceUploadFieldsSchema.parse(valid).gdprConsent).toBe(false);
    expect(InvoiceUploadFieldsSchema.parse({ ...valid, gdprConsent: 'false' }).gdprConsent).toBe(
      false,
    );
  });

  it('names each field past its limit with the spec’s message key', () => {
    const long = 'a'.repeat(31);
    expect(messagesFor({ ...valid, firstName: long, lastName: long, companyName: long })).toEqual({
      firstName: 'invoiceUpload.error.firstNameLength',
      lastName: 'invoiceUpload.error.lastNameLength',
      companyName: 'invoiceUpload.error.companyLength',
    });
  });

  it('treats empty and blank fields as missing', () => {
    expect(messagesFor({ firstName: '   ', lastName: '', companyName: '\t', email: ' ' })).toEqual({
      firstName: 'invoiceUpload.error.firstNameRequired',
      lastName: 'invoiceUpload.error.lastNameRequired',
      companyName: 'invoiceUpload.error.companyRequired',
      email: 'invoiceUpload.error.emailRequired',
    });
  });

  it('rejects malformed e-mails, control characters and unknown fields', () => {
    expect(messagesFor({ ...valid, email: 'siobhan at brightwater' }).email).toBe(
      'invoiceUpload.error.email',
    );
    expect(messagesFor({ ...valid, email: `${'a'.repeat(250)}@b.ie` }).email).toBe(
      'invoiceUpload.error.email',
    );
    expect(messagesFor({ ...valid, firstName: 'Ann\u0000' }).firstName).toBe(
      'text.error.invalidCharacters',
    );
    expect(InvoiceUploadFieldsSchema.safeParse({ ...valid, points: 500 }).success).toBe(false);
  });
});

describe('invoiceFileProblem', () => {
  it('requires a non-empty file of at most 10,485,760 bytes', () => {
    expect(invoiceFileProblem(null)).toBe('invoiceUpload.error.fileRequired');
    expect(invoiceFileProblem({ size: 0 })).toBe('invoiceUpload.error.fileRequired');
    expect(invoiceFileProblem({ size: INVOICE_MAX_BYTES })).toBeNull();
    expect(invoiceFileProblem({ size: INVOICE_MAX_BYTES + 1 })).toBe(
      'invoiceUpload.error.fileSize',
    );
  });
});
