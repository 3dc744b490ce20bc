import { describe, expect, it } from 'vitest';
import { EDITION_IDS } from '@lumen/i18n/editions';
import { t, type MessageKey } from '@lumen/i18n/messages';
import {
  QUOTE_PHONE_EXAMPLES,
  QUOTE_REQUEST_LIMITS,
  quoteAttachmentProblem,
  quotePhoneExample,
} from './quote-request-constants.ts';
import { QuoteRequestFieldsSchema, QuoteRequestFormSchema } from './quote-request.ts';

const VALID = {
  name: 'Éloïse Lefèvre',
  companyName: 'Électricité Générale Rhône',
  email: 'eloise@egr.example',
  phoneNumber: '+33639981234',
};

/** The message key of each field's issue: what the form shows beside the field. */
function issues(input: Record<string, unknown>) {
  const r = QuoteRequestFieldsSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
}

describe('QuoteRequestFieldsSchema: names', () => {
  it('accepts accented names at 30 characters, trimmed, composed, in English by default', () => {
    const thirty = 'Marie-Hélène Côté-Désormières'.padEnd(30, 'é');
    expect(thirty).toHaveLength(30);
    // "Zoë" typed with a combining diaeresis is 4 code units until it is composed.
    const decomposed = `Zoe\u0308 ${'ï'.repeat(25)}`;
    expect(decomposed).toHaveLength(30);
    const r = QuoteRequestFieldsSchema.parse({
      ...VALID,
      name: `  ${thirty} `,
      companyName: `${decomposed}a`,
    });
    expect(r.name).toBe(thirty);
    expect(r.companyName).toBe(`Zoë ${'ï'.repeat(25)}a`);
    expect(r.locale).toBe('en-GB');
    expect(r).not.toHaveProperty('message');
  });

  it('refuses 31 characters, blanks and control characters with the spec’s messages', () => {
    const long = 'Ségolène Aubé-Lefèvre'.padEnd(31, 'è');
    expect(issues({ ...VALID, name: long, companyName: long })).toEqual({
      name: 'quoteRequest.error.nameLength',
      companyName: 'quoteRequest.error.companyNameLength',
    });
    expect(issues({ ...VALID, name: '  ', companyName: undefined })).toEqual({
      name: 'quoteRequest.error.nameRequired',
      companyName: 'quoteRequest.error.companyNameRequired',
    });
    expect(issues({ ...VALID, name: 'Ann\u0000e', companyName: 'A\nB' })).toEqual({
      name: 'text.error.invalidCharacters',
      companyName: 'text.error.invalidCharacters',
    });
    expect(t('en', 'quoteRequest.error.nameLength')).toBe('Name must be less than 30 characters');
    expect(t('en', 'quoteRequest.error.companyNameRequired')).toBe('Company name is required');
  });
});

describe('QuoteRequestFieldsSchema: e-mail and phone', () => {
  it('requires a well-formed e-mail of at most 254 characters', () => {
    expect(issues({ ...VALID, email: '' }).email).toBe('quoteRequest.error.emailRequired');
    expect(issues({ ...VALID, email: 'éloïse at egr' }).email).toBe('quoteRequest.error.email');
    expect(issues({ ...VALID, email: `${'a'.repeat(64)}@${'b'.repeat(186)}.fr` })).toEqual({});
    expect(issues({ ...VALID, email: `${'a'.repeat(64)}@${'b'.repeat(187)}.fr` }).email).toBe(
      'quoteRequest.error.email',
    );
  });

  it('takes an optional + and 2 to 13 digits, 13 characters at most', () => {
    for (const phone of ['12', '+12', '1234567890123', '+123456789012', ' 07700900123 ']) {
      expect(issues({ ...VALID, phoneNumber: phone }), phone).toEqual({});
    }
    const bad: [string, MessageKey][] = [
      ['', 'quoteRequest.error.phoneRequired'],
      ['1', 'quoteRequest.error.phone'],
      ['+1', 'quoteRequest.error.phone'],
      ['++447700900', 'quoteRequest.error.phone'],
      ['0161 496 0735', 'quoteRequest.error.phone'],
      ['07700-900123', 'quoteRequest.error.phone'],
      ['44+7700900', 'quoteRequest.error.phone'],
      ['０１２３', 'quoteRequest.error.phone'],
      // Issue 12's bad input: a phone of 14 digits.
      ['12345678901234', 'quoteRequest.error.phoneLength'],
      ['+1234567890123', 'quoteRequest.error.phoneLength'],
    ];
    for (const [phone, key] of bad) {
      expect(issues({ ...VALID, phoneNumber: phone }).phoneNumber, phone).toBe(key);
    }
  });

  it('shows each edition an example that its own rule accepts, in both languages', () => {
    for (const edition of EDITION_IDS) {
      const phone = quotePhoneExample(edition);
      expect(issues({ ...VALID, phoneNumber: phone }), edition).toEqual({});
    }
    expect(t('en', 'quoteRequest.error.phone', { phone: QUOTE_PHONE_EXAMPLES.uk })).toBe(
      'Phone number must be valid (eg: +447700900123)',
    );
    expect(t('fr', 'quoteRequest.error.phone', { phone: quotePhoneExample('fr') })).toBe(
      'Le numéro de téléphone doit être valide (ex.\u00a0: +33639981234)',
    );
    expect(t('en', 'quoteRequest.error.phoneLength')).toBe(
      'Phone number must not exceed 13 characters',
    );
  });
});

describe('QuoteRequestFieldsSchema: optional fields and the message', () => {
  it('treats empty optional fields as absent and limits them', () => {
    const r = QuoteRequestFieldsSchema.parse({
      ...VALID,
      preferredWholesaler: '',
      wholesalerLocation: '  ',
      message: '',
    });
    expect(r.preferredWholesaler).toBeUndefined();
    expect(r.wholesalerLocation).toBeUndefined();
    expect(r.message).toBeUndefined();
    const at = {
      preferredWholesaler: 'é'.repeat(60),
      wholesalerLocation: 'Saint-Étienne'.padEnd(60),
    };
    expect(issues({ ...VALID, ...at })).toEqual({});
    expect(
      issues({ ...VALID, preferredWholesaler: 'é'.repeat(61), wholesalerLocation: 'x'.repeat(61) }),
    ).toEqual({
      preferredWholesaler: 'quoteRequest.error.preferredWholesalerLength',
      wholesalerLocation: 'quoteRequest.error.wholesalerLocationLength',
    });
  });

  it('takes 300 characters of message and refuses 301, counting a CRLF as one', () => {
    expect(issues({ ...VALID, message: 'à'.repeat(300) })).toEqual({});
    expect(issues({ ...VALID, message: 'à'.repeat(301) }).message).toBe(
      'quoteRequest.error.messageLength',
    );
    // A browser sends a textarea's line breaks as CRLF: 299 letters and one break are 300.
    const withBreak = `${'a'.repeat(150)}\r\n${'b'.repeat(149)}`;
    expect(QuoteRequestFieldsSchema.parse({ ...VALID, message: withBreak }).message).toBe(
      `${'a'.repeat(150)}\n${'b'.repeat(149)}`,
    );
    expect(t('en', 'quoteRequest.error.messageLength')).toBe(
      'Message must be less than 300 characters',
    );
  });

  it('keeps markup as the text it is, and refuses control characters other than breaks and tabs', () => {
    const markup = '<b>Two runs</b> of 3 m <script>alert("x")</script> & an <img src=x onerror=1>';
    expect(QuoteRequestFieldsSchema.parse({ ...VALID, message: markup }).message).toBe(markup);
    expect(issues({ ...VALID, message: 'Lines\n\tindented' })).toEqual({});
    expect(issues({ ...VALID, message: 'Bell\u0007' }).message).toBe(
      'text.error.invalidCharacters',
    );
  });

  it('takes a known locale and refuses unknown fields', () => {
    expect(QuoteRequestFieldsSchema.parse({ ...VALID, locale: 'fr-FR' }).locale).toBe('fr-FR');
    expect(issues({ ...VALID, locale: 'de-DE' }).locale).toBe('quoteRequest.error.locale');
    expect(QuoteRequestFieldsSchema.safeParse({ ...VALID, documentId: 'ZQ-1' }).success).toBe(
      false,
    );
  });
});

const pdf = (bytes = 100, name = 'ziigna-datasheet.pdf') =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const jpeg = (bytes = 100) => new File([new Uint8Array(bytes)], 'site.jpg', { type: 'image/jpeg' });

function formIssues(input: Record<string, unknown>) {
  const r = QuoteRequestFormSchema.safeParse({ ...VALID, ...input });
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('QuoteRequestFormSchema: the files', () => {
  it('requires the datasheet as a PDF file and takes up to 4 other attachments', () => {
    expect(
      formIssues({ ziignaQuoteFile: pdf(), otherAttachments: [jpeg(), pdf(), jpeg(), jpeg()] }),
    ).toEqual({});
    expect(
      QuoteRequestFormSchema.parse({ ...VALID, ziignaQuoteFile: pdf() }).otherAttachments,
    ).toEqual([]);
    expect(formIssues({})).toEqual({ ziignaQuoteFile: 'quoteRequest.error.quoteFileRequired' });
    expect(formIssues({ ziignaQuoteFile: 'ziigna-datasheet.pdf' })).toEqual({
      ziignaQuoteFile: 'quoteRequest.error.quoteFileRequired',
    });
    expect(formIssues({ ziignaQuoteFile: pdf(0) })).toEqual({
      ziignaQuoteFile: 'quoteRequest.error.quoteFileRequired',
    });
    expect(formIssues({ ziignaQuoteFile: jpeg() })).toEqual({
      ziignaQuoteFile: 'quoteRequest.error.quoteFileType',
    });
    expect(
      formIssues({
        ziignaQuoteFile: pdf(),
        otherAttachments: Array.from({ length: 5 }, () => jpeg()),
      }),
    ).toEqual({
      otherAttachments: 'quoteRequest.error.attachmentCount',
    });
    const text = new File(['<html>'], 'notes.html', { type: 'text/html' });
    expect(formIssues({ ziignaQuoteFile: pdf(), otherAttachments: [jpeg(), text] })).toEqual({
      'otherAttachments.1': 'quoteRequest.error.fileType',
    });
  });

  it('takes files of 10,485,760 bytes, not one more, and 25 MiB in all', () => {
    const { fileBytes, totalBytes } = QUOTE_REQUEST_LIMITS;
    expect(formIssues({ ziignaQuoteFile: pdf(fileBytes) })).toEqual({});
    expect(formIssues({ ziignaQuoteFile: pdf(fileBytes + 1) })).toEqual({
      ziignaQuoteFile: 'quoteRequest.error.fileSize',
    });
    const third = totalBytes - 2 * fileBytes;
    expect(
      formIssues({
        ziignaQuoteFile: pdf(fileBytes),
        otherAttachments: [jpeg(fileBytes), jpeg(third)],
      }),
    ).toEqual({});
    expect(
      formIssues({
        ziignaQuoteFile: pdf(fileBytes),
        otherAttachments: [jpeg(fileBytes), jpeg(third + 1)],
      }),
    ).toEqual({ otherAttachments: 'quoteRequest.error.totalSize' });
  });
});

describe('quoteAttachmentProblem', () => {
  const chosen = (size: number, type = 'image/jpeg', name = 'photo.jpg') => ({ size, type, name });

  it('accepts a fourth attachment and refuses a fifth', () => {
    const three = [chosen(10), chosen(10), chosen(10)];
    expect(quoteAttachmentProblem(chosen(10), three)).toBeNull();
    expect(quoteAttachmentProblem(chosen(10), [...three, chosen(10)])).toBe(
      'quoteRequest.error.attachmentCount',
    );
    expect(t('en', 'quoteRequest.limitExceeded')).toBe('Limit Exceeded');
  });

  it('refuses empty, oversized and unknown files, and what passes the total', () => {
    const { fileBytes, totalBytes } = QUOTE_REQUEST_LIMITS;
    expect(quoteAttachmentProblem(chosen(0), [])).toBe('quoteRequest.error.fileEmpty');
    expect(quoteAttachmentProblem(chosen(fileBytes), [])).toBeNull();
    expect(quoteAttachmentProblem(chosen(fileBytes + 1), [])).toBe('quoteRequest.error.fileSize');
    expect(quoteAttachmentProblem(chosen(10, 'application/zip', 'plans.zip'), [])).toBe(
      'quoteRequest.error.fileType',
    );
    // HEIC from a desktop browser often has no type: the extension says what it claims.
    expect(quoteAttachmentProblem(chosen(10, '', 'IMG_0042.HEIC'), [])).toBeNull();
    expect(quoteAttachmentProblem(chosen(10, '', 'setup.exe'), [])).toBe(
      'quoteRequest.error.fileType',
    );
    const big = [chosen(fileBytes), chosen(fileBytes)];
    const rest = totalBytes - 2 * fileBytes;
    expect(
      quoteAttachmentProblem(chosen(rest - 100), big, chosen(100, 'application/pdf')),
    ).toBeNull();
    expect(quoteAttachmentProblem(chosen(rest - 99), big, chosen(100, 'application/pdf'))).toBe(
      'quoteRequest.error.totalSize',
    );
  });
});
