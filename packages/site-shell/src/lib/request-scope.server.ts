import type { Client } from '@urql/core';
import { createContext, type MiddlewareFunction } from 'react-router';
import { getEnv, type SiteEnv } from '#src/config/env.ts';
import { createRequestContentClient } from '#src/lib/content.server.ts';
import { resolveVisitor, type Visitor } from '#src/lib/visitor.server.ts';

/** What every loader of one request shares: configuration, the visitor and a content client. */
export type RequestScope = { env: SiteEnv; visitor: Visitor; content: Client };

export const requestScopeContext = createContext<RequestScope>();

/**
 * Root middleware: resolves the visitor once per request, makes the request's content
 * client, and adds the cookies a forced edition sets to whatever response the route gives.
 */
export const requestScopeMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const env = getEnv();
  const { setCookies, ...visitor } = resolveVisitor(request, env);
  context.set(requestScopeContext, { env, visitor, content: createRequestContentClient(env) });
  const response = await next();
  for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie);
  return response;
};

/** The request scope inside a loader. */
export function requestScopeOf(context: { get: (c: typeof requestScopeContext) => RequestScope }) {
  return context.get(requestScopeContext);
}
