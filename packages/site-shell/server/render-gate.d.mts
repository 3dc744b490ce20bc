import type { IncomingMessage, ServerResponse } from 'node:http';

type Gate = ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) & {
  inFlight(): number;
};
export function renderGate(opts: {
  maxRenders: number;
  setHeaders?: (res: ServerResponse) => void;
}): Gate;
