import type { LightMyRequestResponse } from 'fastify';
import { loadContent } from '#src/modules/content/seed/load-content.ts';
import {
  renderContentArtwork,
  writeContentDocuments,
} from '#src/modules/content/seed/seed-content.ts';
import { createTestApp } from './test-app.ts';

export type GraphQLResult<T = Record<string, unknown>> = {
  status: number;
  data?: T;
  errors?: {
    message: string;
    path?: string[];
    extensions?: { code?: string; issues?: { field: string; message: string }[] };
  }[];
  response: LightMyRequestResponse;
};

/**
 * A test app with the repo's content seeded (and no catalogue, which content tests don't
 * need). Artwork is drawn only when a test serves images, since it dominates seeding time.
 */
export async function createContentTestApp(opts: { artwork?: boolean } = {}) {
  const t = await createTestApp();
  const { docs } = loadContent();
  await writeContentDocuments(t.db, docs);
  if (opts.artwork) await renderContentArtwork(t.dataDir, docs);

  async function gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResult<T>> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: JSON.stringify({ query, variables }),
    });
    const body = response.json() as { data?: T; errors?: GraphQLResult['errors'] };
    return {
      status: response.statusCode,
      data: body.data ?? undefined,
      errors: body.errors,
      response,
    };
  }

  return { ...t, docs, gql };
}
