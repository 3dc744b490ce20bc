import { describe, expect, it } from 'vitest';
import { failureKey, quoteBody, readQuoteAnswer } from './submit-quote.ts';

describe('readQuoteAnswer', () => {
  it('reads the reference of a 201', () => {
    expect(readQuoteAnswer(201, '{"data":{"documentId":"ZQ-20261125-ABC234"}}')).toEqual({
      kind: 'submitted',
      documentId: 'ZQ-20261125-ABC234',
    });
    expect(readQuoteAnswer(201, 'not json')).toEqual({ kind: 'failed' });
  });

  it('maps a 400’s issues back to the form’s fields, first message per field', () => {
    const body = JSON.stringify({
      statusCode: 400,
      error: 'Bad Request',
      message: 'quoteRequest.error.nameRequired',
      issues: [
        { field: 'body.name', message: 'quoteRequest.error.nameRequired' },
        { field: 'body.name', message: 'quoteRequest.error.nameLength' },
        { field: 'body.phoneNumber', message: 'quoteRequest.error.phone' },
        { field: 'body.otherAttachments.2', message: 'quoteRequest.error.fileType' },
        { field: 'body.somethingElse', message: 'x' },
        { field: 3, message: 'x' },
      ],
    });
    expect(readQuoteAnswer(400, body)).toEqual({
      kind: 'invalid',
      errors: {
        name: 'quoteRequest.error.nameRequired',
        phoneNumber: 'quoteRequest.error.phone',
        otherAttachments: 'quoteRequest.error.fileType',
      },
    });
  });

  it('tells 413, 415 and 429 apart and treats everything else as a failure', () => {
    for (const status of [413, 415, 429] as const)
      expect(readQuoteAnswer(status, '{}')).toEqual({ kind: 'refused', status });
    expect(readQuoteAnswer(500, '')).toEqual({ kind: 'failed' });
    expect(readQuoteAnswer(503, '<html>')).toEqual({ kind: 'failed' });
  });

  it('gives each failure its own form-level message', () => {
    expect(failureKey({ kind: 'invalid', errors: {} })).toBe('quoteRequest.failure.invalid');
    expect(failureKey({ kind: 'refused', status: 413 })).toBe('quoteRequest.failure.tooLarge');
    expect(failureKey({ kind: 'refused', status: 415 })).toBe('quoteRequest.failure.fileType');
    expect(failureKey({ kind: 'refused', status: 429 })).toBe('quoteRequest.failure.tooMany');
    expect(failureKey({ kind: 'failed' })).toBe('quoteRequest.failure.generic');
  });
});

describe('quoteBody', () => {
  it('sends the fields first, the locale, the datasheet, then the attachments; no empty optionals', () => {
    const datasheet = new File(['%PDF-'], 'ziigna-datasheet.pdf', { type: 'application/pdf' });
    const photo = new File(['png'], 'site.png', { type: 'image/png' });
    const body = quoteBody({
      name: 'Ann',
      companyName: 'Sparks Ltd',
      email: 'ann@example.com',
      phoneNumber: '+447700900123',
      preferredWholesaler: undefined,
      wholesalerLocation: 'Leeds',
      message: undefined,
      locale: 'fr-FR',
      ziignaQuoteFile: datasheet,
      otherAttachments: [photo],
    });
    expect([...body.keys()]).toEqual([
      'name',
      'companyName',
      'email',
      'phoneNumber',
      'wholesalerLocation',
      'locale',
      'ziignaQuoteFile',
      'otherAttachments',
    ]);
    expect(body.get('locale')).toBe('fr-FR');
    expect((body.get('ziignaQuoteFile') as File).name).toBe('ziigna-datasheet.pdf');
  });
});
