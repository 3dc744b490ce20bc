// The form's fields and the rule for its submit button, without zod: these are in the entry
// page's first script; the schema's verdict (check-entry.ts) loads when the visitor starts.

export type EntryValues = {
  firstname: string;
  lastname: string;
  email: string;
  goldenSerialNumber: string;
  marketingAgreement: boolean;
};

export type EntryField = keyof EntryValues;

export const ENTRY_FIELDS: readonly EntryField[] = [
  'firstname',
  'lastname',
  'email',
  'goldenSerialNumber',
  'marketingAgreement',
];

export const EMPTY_ENTRY: EntryValues = {
  firstname: '',
  lastname: '',
  email: '',
  goldenSerialNumber: '',
  marketingAgreement: false,
};

/** Submit is enabled only when every field has something and the box is ticked (spec §2.1). */
export function isEntryComplete(values: EntryValues): boolean {
  return (
    values.firstname.trim() !== '' &&
    values.lastname.trim() !== '' &&
    values.email.trim() !== '' &&
    values.goldenSerialNumber.trim() !== '' &&
    values.marketingAgreement
  );
}
