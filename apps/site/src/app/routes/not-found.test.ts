import { describe, expect, it } from 'vitest';
import { loader } from './not-found.tsx';

/** The status the catch-all loader throws for a request with these headers. */
function statusFor(headers: Record<string, string>): number | undefined {
  try {
    loader({ request: new Request('http://localhost/goldenticket', { headers }) } as never);
  } catch (thrown) {
    // React Router's `data()`, which the root ErrorBoundary receives as that status.
    return (thrown as { init?: { status?: number } }).init?.status;
  }
  return undefined;
}

describe('the catch-all route', () => {
  it('answers 404, or 503 when the gateway asks for the page of an app that is down', () => {
    expect(statusFor({})).toBe(404);
    expect(statusFor({ 'x-lumen-unavailable': 'campaigns' })).toBe(503);
  });
});
