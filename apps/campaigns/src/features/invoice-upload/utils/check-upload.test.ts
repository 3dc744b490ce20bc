import { describe, expect, it } from 'vitest';
import { INVOICE_MAX_BYTES } from '@lumen/validation/invoice-upload-constants';
import { checkUpload, fieldProblem, isUploadValid } from './check-upload.ts';
import { EMPTY_UPLOAD } from './upload-form.ts';

const VALID = {
  firstName: ' Siobhán ',
  lastName: 'Murphy',
  companyName: 'Brightwater Electrical',
  email: 'siobhan@brightwater.ie',
  gdprConsent: false,
};

/** A File whose size is what the rule reads, without holding 10 MB in the test. */
const fileOf = (size: number, name = 'invoice.pdf') => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('checkUpload', () => {
  it('passes a complete form and hands over the fields as the API takes them', () => {
    const file = fileOf(1000);
    const check = checkUpload({ ...VALID, gdprConsent: true }, file);
    expect(check).toEqual({
      ok: true,
      fields: { ...VALID, firstName: 'Siobhán', gdprConsent: true },
      file,
    });
    expect(isUploadValid(VALID, file)).toBe(true);
  });

  it('gives each field its spec message key, the file’s from invoiceFileProblem', () => {
    const check = checkUpload(EMPTY_UPLOAD, null);
    expect(check.ok ? {} : check.errors).toEqual({
      firstName: 'invoiceUpload.error.firstNameRequired',
      lastName: 'invoiceUpload.error.lastNameRequired',
      companyName: 'invoiceUpload.error.companyRequired',
      email: 'invoiceUpload.error.emailRequired',
      file: 'invoiceUpload.error.fileRequired',
    });
    const long = 'a'.repeat(31);
    const tooLong = checkUpload(
      { ...VALID, firstName: long, companyName: long, email: 'siobhan at brightwater' },
      fileOf(1000),
    );
    expect(tooLong.ok ? {} : tooLong.errors).toEqual({
      firstName: 'invoiceUpload.error.firstNameLength',
      companyName: 'invoiceUpload.error.companyLength',
      email: 'invoiceUpload.error.email',
    });
  });

  it('takes a file of exactly 10,485,760 bytes and refuses one byte more or an empty one', () => {
    expect(isUploadValid(VALID, fileOf(INVOICE_MAX_BYTES))).toBe(true);
    expect(fieldProblem(VALID, fileOf(INVOICE_MAX_BYTES + 1), 'file')).toBe(
      'invoiceUpload.error.fileSize',
    );
    expect(fieldProblem(VALID, fileOf(0), 'file')).toBe('invoiceUpload.error.fileRequired');
    expect(isUploadValid(VALID, null)).toBe(false);
  });

  it('answers one field at a time, for messages shown as the visitor leaves a field', () => {
    expect(fieldProblem({ ...VALID, email: 'x@' }, null, 'email')).toBe(
      'invoiceUpload.error.email',
    );
    expect(fieldProblem({ ...VALID, email: 'x@' }, null, 'firstName')).toBeUndefined();
  });
});
