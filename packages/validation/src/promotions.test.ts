import { describe, expect, it } from 'vitest';
import { t } from '@lumen/i18n/messages';
import {
  ExpressEntrySchema,
  ExpressLeaderboardQuerySchema,
  GoldenTicketEntrySchema,
  RedeemInstantWinSchema,
} from './promotions.ts';
import { ASM_NAMES, GOLDEN_TICKET_MESSAGES, SERIAL_ALPHABET } from './promotions-constants.ts';

const VALID = {
  firstname: 'Siobhán',
  lastname: 'Ní Mhurchú',
  email: 'siobhan@sparks.example',
  goldenSerialNumber: 'AB23CD45',
  marketingAgreement: true,
};

/** The English text of each issue, keyed by field: what the entry form shows. */
function issues(schema: typeof GoldenTicketEntrySchema | typeof RedeemInstantWinSchema, v: object) {
  const r = schema.safeParse(v);
  if (r.success) return {};
  return Object.fromEntries(
    r.error.issues.map((i) => [i.path.join('.'), t('en', i.message as 'goldenTicket.closed')]),
  );
}
const entryIssues = (v: object) => issues(GoldenTicketEntrySchema, v);

describe('GoldenTicketEntrySchema', () => {
  it('accepts accented names, trims them and upper-cases the serial', () => {
    expect(
      GoldenTicketEntrySchema.parse({
        ...VALID,
        firstname: '  Zoë ',
        goldenSerialNumber: ' ab23cd45 ',
      }),
    ).toEqual({ ...VALID, firstname: 'Zoë', goldenSerialNumber: 'AB23CD45' });
  });

  it('takes names of 30 characters and refuses 31, with the spec message', () => {
    expect(entryIssues({ ...VALID, firstname: 'é'.repeat(30), lastname: 'B'.repeat(30) })).toEqual(
      {},
    );
    expect(entryIssues({ ...VALID, firstname: 'é'.repeat(31), lastname: 'B'.repeat(31) })).toEqual({
      firstname: 'First name must be less than 30 characters',
      lastname: 'Surname must be less than 30 characters',
    });
  });

  it('requires names with a letter in them', () => {
    expect(entryIssues({ ...VALID, firstname: '   ', lastname: undefined })).toEqual({
      firstname: 'First name is required',
      lastname: 'Surname is required',
    });
    expect(entryIssues({ ...VALID, firstname: '1234', lastname: "-- '" })).toEqual({
      firstname: 'First name must contain a letter',
      lastname: 'Surname must contain a letter',
    });
    expect(entryIssues({ ...VALID, firstname: 'Łukasz', lastname: "O'Brien-Ó Sé" })).toEqual({});
  });

  it('refuses spaces anywhere in the e-mail, then a malformed address', () => {
    expect(entryIssues({ ...VALID, email: 'siobhan @sparks.example' })).toEqual({
      email: 'Blank space not allowed',
    });
    expect(entryIssues({ ...VALID, email: ' siobhan@sparks.example' })).toEqual({
      email: 'Blank space not allowed',
    });
    expect(entryIssues({ ...VALID, email: 'siobhan@sparks' })).toEqual({
      email: 'E-mail must be valid',
    });
    expect(entryIssues({ ...VALID, email: '' })).toEqual({ email: 'E-mail is required' });
    expect(entryIssues({ ...VALID, email: `${'a'.repeat(250)}@x.ie` })).toEqual({
      email: 'E-mail must be valid',
    });
  });

  it('takes a serial of exactly 8 characters and no space inside', () => {
    expect(entryIssues({ ...VALID, goldenSerialNumber: 'AB23CD4' })).toEqual({
      goldenSerialNumber: 'Serial Number must be 8 characters long',
    });
    expect(entryIssues({ ...VALID, goldenSerialNumber: 'AB23CD456' })).toEqual({
      goldenSerialNumber: 'Serial Number must be 8 characters long',
    });
    expect(entryIssues({ ...VALID, goldenSerialNumber: 'AB23 D45' })).toEqual({
      goldenSerialNumber: 'Blank space not allowed',
    });
    expect(entryIssues({ ...VALID, goldenSerialNumber: '' })).toEqual({
      goldenSerialNumber: 'Serial Number is required',
    });
    expect(entryIssues({ ...VALID, goldenSerialNumber: 'AB23CD45' })).toEqual({});
  });

  it('requires the marketing agreement to be ticked', () => {
    for (const marketingAgreement of [false, undefined, 'true'])
      expect(entryIssues({ ...VALID, marketingAgreement })).toEqual({
        marketingAgreement: 'You must agree to continue!',
      });
  });

  it('refuses fields it does not know', () => {
    expect(GoldenTicketEntrySchema.safeParse({ ...VALID, win: true }).success).toBe(false);
  });
});

describe('RedeemInstantWinSchema', () => {
  const REDEEM = { email: VALID.email, goldenSerialNumber: VALID.goldenSerialNumber };
  it('takes Ireland or the UK and nothing else', () => {
    expect(RedeemInstantWinSchema.parse({ ...REDEEM, country: 'uk' }).country).toBe('uk');
    expect(RedeemInstantWinSchema.parse({ ...REDEEM, country: 'ireland' }).country).toBe('ireland');
    for (const country of [undefined, '', 'france', 'UK'])
      expect(issues(RedeemInstantWinSchema, { ...REDEEM, country })).toEqual({
        country: 'Select your location to proceed',
      });
  });
});

describe('ExpressLeaderboardQuerySchema', () => {
  it('defaults to the first page of 50, for both countries', () => {
    expect(ExpressLeaderboardQuerySchema.parse({})).toEqual({ page: 0, size: 50 });
    expect(
      ExpressLeaderboardQuerySchema.parse({ page: '2', size: '50', country: 'IRELAND' }),
    ).toEqual({ page: 2, size: 50, country: 'IRELAND' });
  });

  it('refuses other sizes, negative or fractional pages and other countries', () => {
    for (const q of [
      { size: '20' },
      { size: '51' },
      { page: '-1' },
      { page: '1.5' },
      { page: 'x' },
      { country: 'ALL' },
      { country: 'FRANCE' },
    ])
      expect(ExpressLeaderboardQuerySchema.safeParse(q).success, JSON.stringify(q)).toBe(false);
  });
});

describe('constants', () => {
  it('has 32 distinct ASM names and a 32-symbol serial alphabet without look-alikes', () => {
    expect(new Set(ASM_NAMES).size).toBe(32);
    expect(new Set(SERIAL_ALPHABET).size).toBe(32);
    expect(SERIAL_ALPHABET).not.toMatch(/[01IO]/);
  });

  it('words the closed message as the spec does', () => {
    expect(t('en', GOLDEN_TICKET_MESSAGES.closed)).toBe(
      'Sorry! Registration is closed. The Golden Ticket Promotion is no longer active.',
    );
  });
});

describe('ExpressEntrySchema', () => {
  const ENTRY = {
    asmStaffId: 7,
    wholesaler: ' Électricité Dupré ',
    country: 'IRELAND',
    startDate: '2025-03-04',
    contractorDetails: [
      { contractor: 'Siobhán Ní Bhriain', minutes: '2', seconds: '05', milliseconds: '7' },
    ],
  };
  const refusals = (v: object) => {
    const r = ExpressEntrySchema.safeParse(v);
    if (r.success) return {};
    return Object.fromEntries(
      r.error.issues.map((i) => [i.path.join('.'), t('en', i.message as 'goldenTicket.closed')]),
    );
  };
  const row = (over: object) => ({ ...ENTRY.contractorDetails[0], ...over });

  it('trims names and sends the time as milliseconds', () => {
    expect(ExpressEntrySchema.parse(ENTRY)).toEqual({
      ...ENTRY,
      wholesaler: 'Électricité Dupré',
      contractorDetails: [{ contractor: 'Siobhán Ní Bhriain', timeTakenInMilliseconds: 125_007 }],
    });
    const slowest = row({ minutes: 59, seconds: 59, milliseconds: 999 });
    expect(
      ExpressEntrySchema.parse({ ...ENTRY, contractorDetails: [slowest] }).contractorDetails[0],
    ).toEqual({ contractor: 'Siobhán Ní Bhriain', timeTakenInMilliseconds: 3_599_999 });
  });

  it('words each refusal as the spec does', () => {
    expect(refusals({ ...ENTRY, asmStaffId: '', wholesaler: '  ', country: '' })).toEqual({
      asmStaffId: 'ASM is required',
      wholesaler: 'Wholesaler Name is required',
      country: 'Country is required',
    });
    expect(refusals({ ...ENTRY, asmStaffId: 0 })).toEqual({ asmStaffId: 'ASM is required' });
    // An ASM sends no id (the API files under the signed-in account); a name is not an id.
    const { asmStaffId: _, ...own } = ENTRY;
    expect(refusals(own)).toEqual({});
    expect(refusals({ ...own, asmName: ASM_NAMES[0] })).toEqual({
      '': 'Unrecognized key: "asmName"',
    });
    expect(refusals({ ...ENTRY, wholesaler: 'x'.repeat(41) })).toEqual({
      wholesaler: 'Name must be less than 40 characters',
    });
    expect(refusals({ ...ENTRY, wholesaler: 'x'.repeat(40) })).toEqual({});
    expect(refusals({ ...ENTRY, wholesaler: '1234 -' })).toEqual({
      wholesaler: 'Please enter a valid Name',
    });
    expect(refusals({ ...ENTRY, contractorDetails: [row({ contractor: '' })] })).toEqual({
      'contractorDetails.0.contractor': 'Contractor Name is required',
    });
    expect(
      refusals({
        ...ENTRY,
        contractorDetails: [row({ minutes: '60', seconds: '', milliseconds: '1000' })],
      }),
    ).toEqual({
      'contractorDetails.0.minutes': 'Minutes must be a whole number from 0 to 59',
      'contractorDetails.0.seconds': 'Seconds must be a whole number from 0 to 59',
      'contractorDetails.0.milliseconds': 'Milliseconds must be a whole number from 0 to 999',
    });
    expect(refusals({ ...ENTRY, contractorDetails: [row({ minutes: '-1' })] })).toEqual({
      'contractorDetails.0.minutes': 'Minutes must be a whole number from 0 to 59',
    });
    expect(refusals({ ...ENTRY, contractorDetails: [] })).toEqual({
      contractorDetails: 'Add at least one contractor',
    });
    expect(refusals({ ...ENTRY, contractorDetails: Array(51).fill(row({})) })).toEqual({
      contractorDetails: 'At most 50 contractors can be entered at once',
    });
  });

  it('refuses a time under one minute beside its minutes, and takes one of exactly a minute', () => {
    const quick = (time: object) => refusals({ ...ENTRY, contractorDetails: [row(time)] });
    for (const time of [
      { minutes: '0', seconds: '59', milliseconds: '999' },
      { minutes: 0, seconds: 0, milliseconds: 0 },
    ])
      expect(quick(time)).toEqual({
        'contractorDetails.0.minutes': 'A time must be at least 1 minute',
      });
    expect(quick({ minutes: '1', seconds: '0', milliseconds: '0' })).toEqual({});
    expect(quick({ minutes: '0', seconds: '60', milliseconds: '0' })).toEqual({
      'contractorDetails.0.seconds': 'Seconds must be a whole number from 0 to 59',
    });
  });

  it('takes a day up to today, written YYYY-MM-DD without spaces', () => {
    expect(refusals({ ...ENTRY, startDate: '' })).toEqual({ startDate: 'Date is required' });
    expect(refusals({ ...ENTRY, startDate: '2025-03-04 ' })).toEqual({
      startDate: 'Blank space not allowed',
    });
    expect(refusals({ ...ENTRY, startDate: '04/03/2025' })).toEqual({
      startDate: 'Dates must be written YYYY-MM-DD',
    });
    expect(refusals({ ...ENTRY, startDate: '2999-01-01' })).toEqual({
      startDate: 'Dates in the future cannot be chosen',
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(refusals({ ...ENTRY, startDate: today })).toEqual({});
  });
});
