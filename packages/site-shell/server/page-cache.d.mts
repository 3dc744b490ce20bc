import type { IncomingMessage, ServerResponse } from 'node:http';

type Middleware = ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) & {
  stats(): { hits: number; coalesced: number; misses: number; entries: number; bytes: number };
};
export function pageCache(opts: {
  ttlMs: number;
  maxBytes: number;
  keyOf: (req: IncomingMessage) => string | undefined;
  now?: () => number;
}): Middleware;
