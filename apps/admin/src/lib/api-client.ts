import type { z } from 'zod';
import { ApiErrorSchema } from '@lumen/validation/api-error';
import { STAFF_CONSOLE_HEADER } from '@lumen/validation/staff-constants';
import { env } from '#src/config/env.ts';
import { messageText } from './messages.ts';

export type FieldIssue = { field: string; message: string };

/** A refusal or failure of the API, with its status and, for a 400, the fields at fault. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Query = Record<string, string | number | undefined>;

export function apiUrl(path: string, query: Query = {}): string {
  const url = new URL(path, env.apiUrl);
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  return url.toString();
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = ApiErrorSchema.safeParse(await response.json().catch(() => null));
  if (!body.success)
    return new ApiError(response.status, `The server answered ${response.status}. Try again.`);
  return new ApiError(
    response.status,
    messageText(body.data.message),
    (body.data.issues ?? []).map((i) => ({ field: i.field, message: messageText(i.message) })),
  );
}

/**
 * The one HTTP client of the console. Every call carries the session cookie (credentials) and
 * the console's header: the API refuses staff reads without it, and state changes that do not
 * come from the console's origin, which the browser sets itself. Reads, blobs, thumbnails and
 * downloads all go through here. Answers are parsed with the shared schema of the route.
 */
export async function apiFetch(
  path: string,
  init: { method?: string; query?: Query; body?: unknown; signal?: AbortSignal } = {},
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, init.query), {
      method: init.method ?? 'GET',
      credentials: 'include',
      headers: {
        [STAFF_CONSOLE_HEADER.name]: STAFF_CONSOLE_HEADER.value,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'The server cannot be reached. Check your connection and try again.');
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function apiJson<S extends z.ZodType>(
  schema: S,
  path: string,
  init: Parameters<typeof apiFetch>[1] = {},
): Promise<z.infer<S>> {
  const response = await apiFetch(path, init);
  return schema.parse(await response.json());
}

/** Whether an error means the session is missing or over: the console then signs in again. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
