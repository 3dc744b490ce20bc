import type { IncomingMessage } from 'node:http';

/**
 * Lets go of what a refused upload has not sent yet. The multipart parser stops pulling once
 * a file is refused, which pauses the request, and Node only discards the rest of a body no
 * one has started reading: the connection would sit paused, its end unseen, until the
 * request timeout. Read to the end and dropped instead, it closes when the client does.
 * For a route's `onResponse` hook.
 */
export async function discardUnreadBody(req: { raw: IncomingMessage }): Promise<void> {
  if (req.raw.readableEnded) return;
  req.raw.unpipe();
  req.raw.resume();
}
