import { describe, expect, it } from 'vitest';
import { checkEntry } from './check-entry.ts';
import { EMPTY_ENTRY, isEntryComplete, type EntryValues } from './entry-form.ts';

const valid: EntryValues = {
  firstname: 'Siobhán',
  lastname: 'Murphy',
  email: 'siobhan@example.ie',
  goldenSerialNumber: ' ab12cd34 ',
  marketingAgreement: true,
};

describe('isEntryComplete', () => {
  it('needs every field and the ticked box', () => {
    expect(isEntryComplete(valid)).toBe(true);
    expect(isEntryComplete(EMPTY_ENTRY)).toBe(false);
    expect(isEntryComplete({ ...valid, marketingAgreement: false })).toBe(false);
    expect(isEntryComplete({ ...valid, lastname: '   ' })).toBe(false);
  });
});

describe('checkEntry', () => {
  it('gives the entry as the API takes it: trimmed, the serial in capitals', () => {
    expect(checkEntry(valid)).toEqual({
      ok: true,
      entry: { ...valid, goldenSerialNumber: 'AB12CD34' },
    });
  });

  it.each([
    ['firstname', { firstname: 'x'.repeat(31) }, 'goldenTicket.error.firstNameMax'],
    ['firstname', { firstname: '1234' }, 'goldenTicket.error.firstNameLetter'],
    ['lastname', { lastname: '' }, 'goldenTicket.error.lastNameRequired'],
    ['email', { email: 'a b@example.ie' }, 'goldenTicket.error.emailBlank'],
    ['email', { email: 'not-an-address' }, 'goldenTicket.error.emailInvalid'],
    ['goldenSerialNumber', { goldenSerialNumber: 'AB12 D34' }, 'goldenTicket.error.serialBlank'],
    ['goldenSerialNumber', { goldenSerialNumber: 'AB12CD3' }, 'goldenTicket.error.serialLength'],
    ['marketingAgreement', { marketingAgreement: false }, 'goldenTicket.error.agreement'],
  ] as const)('reports %s once, with its first broken rule', (field, change, key) => {
    const check = checkEntry({ ...valid, ...change });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors).toEqual({ [field]: key });
  });
});
