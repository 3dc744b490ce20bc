/*
 * The energy saving calculator is a third-party page in a frame (decision 025). It posts two
 * kinds of message to this page: its content height, so the frame grows with it and the page
 * has one scrollbar, and an address to go to (its "get a quote" ends on our pages). Anything
 * may post to a window, so each message is checked before it is obeyed:
 *
 * - it must come from the frame's origin as content gives it (`event.origin === frameOrigin`);
 * - a height is a finite number, kept between MIN_FRAME_HEIGHT and MAX_FRAME_HEIGHT;
 * - an address must be http(s) and on an allowed origin: one of the site's own editions or
 *   the calculator's own origin. Anything else (another host, javascript:, data:) is ignored,
 *   so a compromised or spoofed calculator cannot send visitors elsewhere.
 *
 * Accepted shapes: `{ height: number }` (or `{ frameHeight }`) and `{ redirectUrl: string }`
 * (or `{ redirect }`), as an object or its JSON text.
 */

export const MIN_FRAME_HEIGHT = 200;
export const MAX_FRAME_HEIGHT = 20_000;

export type FrameAction = { type: 'height'; height: number } | { type: 'redirect'; url: string };

export type FrameMessagePolicy = {
  /** The only origin whose messages are obeyed. */
  frameOrigin: string;
  /** Origins a redirect may lead to (the site's editions and the frame's origin). */
  allowedRedirectOrigins: readonly string[];
};

function payloadOf(data: unknown): Record<string, unknown> | null {
  if (typeof data === 'string') {
    try {
      return payloadOf(JSON.parse(data) as unknown);
    } catch {
      return null;
    }
  }
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

/** Whether `href` may be navigated to: absolute http(s) on an allowed origin. */
export function isAllowedRedirect(href: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  return /^https?:$/.test(url.protocol) && allowedOrigins.includes(url.origin);
}

/** What to do for a message event, or null to ignore it. */
export function frameActionOf(
  event: { origin: string; data: unknown },
  policy: FrameMessagePolicy,
): FrameAction | null {
  if (event.origin !== policy.frameOrigin) return null;
  const payload = payloadOf(event.data);
  if (!payload) return null;
  const height = payload.height ?? payload.frameHeight;
  if (typeof height === 'number' && Number.isFinite(height)) {
    return {
      type: 'height',
      height: Math.round(Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, height))),
    };
  }
  const url = payload.redirectUrl ?? payload.redirect;
  if (typeof url === 'string' && isAllowedRedirect(url, policy.allowedRedirectOrigins)) {
    return { type: 'redirect', url };
  }
  return null;
}
