import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CreateContactMessageSchema } from './contact.ts';
import { InvoiceUploadFieldsSchema } from './invoice-upload.ts';
import { GoldenTicketEntrySchema, RedeemInstantWinSchema } from './promotions.ts';
import { QuoteRequestFieldsSchema } from './quote-request.ts';

/*
 * Every free-text field a public form stores goes through the one rule of text.ts: a NUL, a
 * C1 control or a bidi override in it is refused with the same message key, whichever form.
 */

type Form = { schema: z.ZodType; valid: Record<string, unknown>; fields: string[] };

const FORMS: Record<string, Form> = {
  'golden ticket entry': {
    schema: GoldenTicketEntrySchema,
    valid: {
      firstname: 'Siobhán',
      lastname: 'Ní Mhurchú',
      email: 'siobhan@sparks.example',
      goldenSerialNumber: 'AB23CD45',
      marketingAgreement: true,
    },
    fields: ['firstname', 'lastname', 'goldenSerialNumber'],
  },
  'golden ticket redeem': {
    schema: RedeemInstantWinSchema,
    valid: { email: 'siobhan@sparks.example', goldenSerialNumber: 'AB23CD45', country: 'uk' },
    fields: ['goldenSerialNumber'],
  },
  'contact message': {
    schema: CreateContactMessageSchema,
    valid: {
      name: 'Aoife Byrne',
      email: 'aoife@brightspark.example',
      country: 'IE',
      subject: 'quotation',
      message: 'Could you quote 120 downlights?\nThanks.',
      consent: true,
      locale: 'en-GB',
    },
    fields: ['name', 'message'],
  },
  'quote request': {
    schema: QuoteRequestFieldsSchema,
    valid: {
      name: 'Éloïse Lefèvre',
      companyName: 'Électricité Générale',
      email: 'eloise@egr.example',
      phoneNumber: '+33639981234',
      preferredWholesaler: 'Rexel',
      wholesalerLocation: 'Lyon',
      message: 'Two runs, please.\nMerci.',
    },
    fields: ['name', 'companyName', 'preferredWholesaler', 'wholesalerLocation', 'message'],
  },
  'invoice upload': {
    schema: InvoiceUploadFieldsSchema,
    valid: {
      firstName: 'Siobhán',
      lastName: 'Ní Bhriain',
      companyName: 'Brightwater',
      email: 'siobhan@brightwater.ie',
    },
    fields: ['firstName', 'lastName', 'companyName'],
  },
};

/** A NUL, a C1 control (NEL), an override, an isolate and a direction mark. */
const INSERTS = ['\u0000', '\u0085', '\u202e', '\u2067', '\u200f'];

/** Inserts `c` inside the value, so trimming cannot remove it and lengths stay valid. */
const spliced = (value: string, c: string) => `${value.slice(0, 2)}${c}${value.slice(2, 7)}`;

const issuesOf = (form: Form, input: Record<string, unknown>) => {
  const r = form.schema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
};

describe.each(Object.entries(FORMS))('%s', (_name, form) => {
  it('takes the valid form', () => {
    expect(issuesOf(form, form.valid)).toEqual({});
  });

  it.each(form.fields)('refuses control and bidi characters in %s', (field) => {
    for (const c of INSERTS) {
      const input = { ...form.valid, [field]: spliced(String(form.valid[field]), c) };
      expect(issuesOf(form, input), JSON.stringify(input[field])).toEqual({
        [field]: 'text.error.invalidCharacters',
      });
    }
  });

  it('refuses them in the e-mail too', () => {
    for (const c of INSERTS) {
      const input = { ...form.valid, email: `si${c}obhan@sparks.example` };
      expect(Object.keys(issuesOf(form, input))).toEqual(['email']);
    }
  });
});
