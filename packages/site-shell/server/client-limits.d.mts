import type { IncomingMessage, ServerResponse } from 'node:http';

export const CLIENT_TIMEOUTS: {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionsCheckingInterval: number;
};
export function refuseMalformedHost(
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
): void;
