import type { Client } from '@urql/core';
import { createContentClient } from '@lumen/content-client/client';
import { getEnv, type SiteEnv } from '#src/config/env.ts';
import { resolveVisitor, type Visitor } from './visitor.server.ts';

/** What a catalogue loader needs for one request: configuration, the visitor and a content client. */
export type CatalogueScope = {
  env: SiteEnv;
  visitor: Omit<Visitor, 'setCookies'>;
  content: Client;
};

export function catalogueScopeOf(request: Request): CatalogueScope {
  const env = getEnv();
  const { setCookies: _setCookies, ...visitor } = resolveVisitor(request, env);
  return {
    env,
    visitor,
    content: createContentClient({
      url: new URL('/graphql', env.apiUrl).toString(),
      fetch: (input, init = {}) =>
        fetch(input, { ...init, signal: init.signal ?? AbortSignal.timeout(8_000) }),
    }),
  };
}
