/** What the API's error bodies may carry (400: issues; 404/409/422/429: error and message). */
export type ApiErrorBody = {
  statusCode?: number;
  error?: string;
  message?: string;
  msg?: string;
  issues?: { field?: string; message?: string }[];
};

export async function readErrorBody(res: Response): Promise<ApiErrorBody> {
  try {
    const body: unknown = await res.json();
    return body && typeof body === 'object' ? (body as ApiErrorBody) : {};
  } catch {
    return {};
  }
}

/** Timeout of the browser's calls: a hung API must give the form back to the visitor. */
export const BROWSER_API_TIMEOUT_MS = 15_000;

/**
 * POSTs JSON from the browser straight to the API (PUBLIC_API_URL), so the API's rate limit
 * counts each visitor rather than this app's server (docs/decisions/024). null when the API
 * could not be reached in time.
 */
export async function postJson(
  apiUrl: string,
  path: string,
  body: unknown,
): Promise<Response | null> {
  try {
    return await fetch(new URL(path, apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(BROWSER_API_TIMEOUT_MS),
    });
  } catch {
    return null;
  }
}
