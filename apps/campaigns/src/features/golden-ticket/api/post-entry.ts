import {
  GoldenTicketEntryResultSchema,
  type GoldenTicketEntry,
} from '@lumen/validation/promotions';
import { postJson, readErrorBody } from './browser-api.ts';

export const ENTRY_PATH = '/promotions/golden-ticket/golden-customer-entry';

/** The outcomes the entry page acts on (spec §4). */
export type EntryOutcome =
  | { kind: 'instantDraw'; win: boolean }
  | { kind: 'noInstantDraw' }
  | { kind: 'error'; message: string; fieldErrors: Record<string, string> };

/**
 * Sends an entry from the browser (browser-api.ts says why). `message` is the body's `error`
 * field as the spec's toast shows it; 400's per-field issues come apart.
 */
export async function postGoldenTicketEntry(
  apiUrl: string,
  entry: GoldenTicketEntry,
  fallback: string,
): Promise<EntryOutcome> {
  const res = await postJson(apiUrl, ENTRY_PATH, entry);
  if (!res) return { kind: 'error', message: fallback, fieldErrors: {} };
  if (res.ok) {
    const parsed = GoldenTicketEntryResultSchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) return { kind: 'error', message: fallback, fieldErrors: {} };
    const { win } = parsed.data.data;
    return win === undefined ? { kind: 'noInstantDraw' } : { kind: 'instantDraw', win };
  }
  const body = await readErrorBody(res);
  const fieldErrors: Record<string, string> = {};
  for (const issue of body.issues ?? []) {
    if (issue.field && issue.message && !(issue.field in fieldErrors))
      fieldErrors[issue.field] = issue.message;
  }
  return { kind: 'error', message: body.error || body.message || fallback, fieldErrors };
}
