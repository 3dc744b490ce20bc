import { GoldenTicketEntrySchema, type GoldenTicketEntry } from '@lumen/validation/promotions';

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

export type EntryCheck =
  | { ok: true; entry: GoldenTicketEntry }
  | { ok: false; errors: Partial<Record<EntryField, string>> };

/**
 * The shared schema's verdict: the entry as the API takes it (trimmed, serial in capitals), or
 * each field's first message key (spec §5).
 */
export function checkEntry(values: EntryValues): EntryCheck {
  const parsed = GoldenTicketEntrySchema.safeParse(values);
  if (parsed.success) return { ok: true, entry: parsed.data };
  const errors: Partial<Record<EntryField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as EntryField | undefined;
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
