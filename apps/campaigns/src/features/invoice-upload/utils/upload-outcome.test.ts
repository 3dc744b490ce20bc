import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@lumen/i18n/messages';
import { messageText } from './message-text.ts';
import { uploadResult } from './upload-outcome.ts';

const reference = (ref: string) => `Your reference: ${ref}.`;
const en = (message: string) => messageText(MESSAGES.en, message);
const fr = (message: string) => messageText(MESSAGES.fr, message);

describe('uploadResult', () => {
  it('says the spec’s success with the reference, and starts the form again', () => {
    expect(uploadResult({ kind: 'uploaded', reference: 'K7Q2M9X4P1AB' }, en, reference)).toEqual({
      toast: 'The file has been successfully uploaded. Your reference: K7Q2M9X4P1AB.',
      errors: {},
      shouldReset: true,
    });
  });

  it('says upload failure with the reason where one helps, keeping what was typed', () => {
    expect(uploadResult({ kind: 'failed' }, en, reference)).toEqual({
      toast: 'upload failure',
      errors: {},
      shouldReset: false,
    });
    expect(
      uploadResult({ kind: 'refused', status: 415, message: 'Unsupported' }, en, reference),
    ).toEqual({
      toast: 'upload failure: The invoice must be a PDF or an image (JPEG, PNG, WebP or HEIC)',
      errors: { file: 'invoiceUpload.error.fileType' },
      shouldReset: false,
    });
    expect(uploadResult({ kind: 'refused', status: 413, message: null }, en, reference)).toEqual(
      expect.objectContaining({
        toast: 'upload failure: File size should be less than 10MB',
        errors: { file: 'invoiceUpload.error.fileSize' },
      }),
    );
    expect(uploadResult({ kind: 'refused', status: 409, message: null }, en, reference).toast).toBe(
      'upload failure: The competition is closed: invoices are no longer accepted.',
    );
    expect(
      uploadResult(
        { kind: 'refused', status: 429, message: 'Rate limit exceeded, retry in 15 minutes' },
        en,
        reference,
      ).toast,
    ).toBe('upload failure: Rate limit exceeded, retry in 15 minutes');
    expect(uploadResult({ kind: 'refused', status: 429, message: null }, en, reference).toast).toBe(
      'upload failure',
    );
  });

  it('shows a 400’s field messages in the visitor’s language', () => {
    const result = uploadResult(
      { kind: 'invalid', errors: { email: 'invoiceUpload.error.email' } },
      fr,
      reference,
    );
    expect(result.toast).toBe("Échec de l'envoi");
    expect(result.errors).toEqual({ email: 'invoiceUpload.error.email' });
    expect(fr('invoiceUpload.error.email')).toBe("L'e-mail doit être valide");
    expect(fr('Not a key')).toBe('Not a key');
  });
});
