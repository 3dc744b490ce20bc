import { RedeemInstantWinResultSchema, type RedeemInstantWin } from '@lumen/validation/promotions';
import { postJson, readErrorBody } from './browser-api.ts';

export const REDEEM_PATH = '/promotions/golden-ticket/redeem-instant-win-reward';

export type RedeemOutcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * Asks for the instant-win voucher, from the browser (as the entry). Success shows the
 * server's `msg`; failure its `msg`, or on an HTTP error the body's `error`, else the
 * fallback (spec §8).
 */
export async function redeemInstantWin(
  apiUrl: string,
  request: RedeemInstantWin,
  fallback: string,
): Promise<RedeemOutcome> {
  const res = await postJson(apiUrl, REDEEM_PATH, request);
  if (!res) return { ok: false, message: fallback };
  if (res.ok) {
    const body: unknown = await res.json().catch(() => null);
    const parsed = RedeemInstantWinResultSchema.safeParse(body);
    if (parsed.success) return { ok: true, message: parsed.data.msg };
    const msg = (body as { msg?: unknown } | null)?.msg;
    return { ok: false, message: typeof msg === 'string' && msg ? msg : fallback };
  }
  const body = await readErrorBody(res);
  return { ok: false, message: body.msg || body.error || body.message || fallback };
}
