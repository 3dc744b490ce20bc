/**
 * What the entry page leaves in localStorage for the instant-draw page (spec §2.1, §4): the
 * serial number, the e-mail and the draw status. Kept in the browser as the spec has it; the
 * redeem call checks all of it again on the server.
 */
export const INSTANT_DRAW_STORAGE_KEY = 'lumen.goldenTicket.instantDraw';

export type InstantDrawPayload = { goldenSerialNumber: string; email: string; status: boolean };

export function saveInstantDrawPayload(storage: Storage, payload: InstantDrawPayload): void {
  storage.setItem(INSTANT_DRAW_STORAGE_KEY, JSON.stringify(payload));
}

/** The stored payload, or null when any part is missing or malformed (the page redirects). */
export function readInstantDrawPayload(storage: Storage): InstantDrawPayload | null {
  return parseInstantDrawPayload(storage.getItem(INSTANT_DRAW_STORAGE_KEY));
}

/** The payload from the stored text (`getItem`'s answer). */
export function parseInstantDrawPayload(stored: string | null): InstantDrawPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(stored ?? 'null');
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { goldenSerialNumber, email, status } = value as Record<string, unknown>;
  if (typeof goldenSerialNumber !== 'string' || !goldenSerialNumber.trim()) return null;
  if (typeof email !== 'string' || !email.trim()) return null;
  if (typeof status !== 'boolean') return null;
  return { goldenSerialNumber, email, status };
}
