import { GoldenTicketEntrySchema, type GoldenTicketEntry } from '@lumen/validation/promotions';
import type { EntryField, EntryValues } from './entry-form.ts';

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
