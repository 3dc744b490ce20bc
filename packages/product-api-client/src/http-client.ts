import type { z } from 'zod';
import { ApiErrorSchema } from '@lumen/validation';

export type ProductApiOptions = {
  /** The API origin (and optional path prefix), e.g. http://localhost:4000. */
  baseUrl: string;
  /** Defaults to the global fetch; SSR passes its own, tests pass a stub. */
  fetch?: typeof fetch;
  /** Sent as Accept-Language unless a call gives its own (spec §7: the API answers in it). */
  acceptLanguage?: string;
};

export type CallOptions = { signal?: AbortSignal; acceptLanguage?: string };

type Issue = { field: string; message: string };

/**
 * Every failure of a product API call. `kind` says where it failed: the server answered with an
 * error status (`http`, with the API's message and field issues), the answer had an unexpected
 * shape (`invalid-response`), the request was invalid before it left (`invalid-request`), or
 * the network failed (`network`). Aborts are not wrapped, so query libraries see them as such.
 */
export class ProductApiError extends Error {
  readonly kind: 'http' | 'invalid-response' | 'invalid-request' | 'network';
  readonly status: number | undefined;
  readonly issues: Issue[];
  readonly url: string;

  constructor(init: {
    kind: ProductApiError['kind'];
    message: string;
    url: string;
    status?: number;
    issues?: Issue[];
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.name = 'ProductApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.issues = init.issues ?? [];
    this.url = init.url;
  }
}

/** True for a 404 answer, e.g. a part number that is missing or hidden in the country. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ProductApiError && error.status === 404;
}

export type QueryValue = string | number | undefined;

export type HttpClient = {
  baseUrl: string;
  acceptLanguage: string | undefined;
  get<S extends z.ZodType>(
    path: string,
    query: Record<string, QueryValue>,
    schema: S,
    options?: CallOptions,
  ): Promise<z.output<S>>;
  post<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options?: CallOptions,
  ): Promise<z.output<S>>;
};

/** The one configured HTTP client every call goes through. */
export function createHttpClient(options: ProductApiOptions): HttpClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send<S extends z.ZodType>(
    url: string,
    init: RequestInit,
    schema: S,
    call: CallOptions = {},
  ) {
    const headers: Record<string, string> = { accept: 'application/json' };
    const language = call.acceptLanguage ?? options.acceptLanguage;
    if (language) headers['accept-language'] = language;
    if (init.body !== undefined) headers['content-type'] = 'application/json';

    let res: Response;
    try {
      res = await doFetch(url, {
        ...init,
        headers,
        ...(call.signal ? { signal: call.signal } : {}),
      });
    } catch (cause) {
      if (cause instanceof Error && cause.name === 'AbortError') throw cause;
      throw new ProductApiError({
        kind: 'network',
        message: `Could not reach the product API (${url})`,
        url,
        cause,
      });
    }

    const payload: unknown = await res.json().catch(() => undefined);
    if (!res.ok) {
      const error = ApiErrorSchema.safeParse(payload);
      throw new ProductApiError({
        kind: 'http',
        status: res.status,
        url,
        message: error.success ? error.data.message : `The product API answered ${res.status}`,
        issues: error.success ? (error.data.issues ?? []) : [],
      });
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new ProductApiError({
        kind: 'invalid-response',
        status: res.status,
        url,
        message: `Unexpected response from ${url}`,
        cause: parsed.error,
      });
    }
    return parsed.data as z.output<S>;
  }

  return {
    baseUrl,
    acceptLanguage: options.acceptLanguage,
    get: (path, query, schema, call) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query))
        if (value !== undefined) params.set(key, String(value));
      const qs = params.toString();
      return send(`${baseUrl}${path}${qs ? `?${qs}` : ''}`, { method: 'GET' }, schema, call);
    },
    post: (path, body, schema, call) =>
      send(`${baseUrl}${path}`, { method: 'POST', body: JSON.stringify(body) }, schema, call),
  };
}

/** Validates a request with its schema before anything is sent. */
export function checkRequest<S extends z.ZodType>(
  schema: S,
  value: unknown,
  url: string,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as z.output<S>;
  const issues = parsed.error.issues.map((i) => ({
    field: i.path.join('.') || '(request)',
    message: i.message,
  }));
  throw new ProductApiError({
    kind: 'invalid-request',
    url,
    message: `Invalid ${issues.map((i) => i.field).join(', ')}`,
    issues,
    cause: parsed.error,
  });
}
