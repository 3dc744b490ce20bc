import type { Database } from '#src/db/client.ts';
import {
  containsPattern,
  localeParams,
  mergedDocuments,
  type ContentDoc,
} from './content-store.ts';
import type { FindHowToVideos } from './find-how-to-videos.schema.ts';

/**
 * How-to videos, newest published first: for a product page (by SKU list or range), a video
 * type's page (by the type's id or pageSlug), or a search (heading). Each carries its video
 * type ({id, name, pageSlug}) in the same locale, from the same statement.
 */
export async function findHowToVideos(db: Database, args: FindHowToVideos) {
  const rows = await db.query<{ doc: ContentDoc }>(
    `WITH types AS (${mergedDocuments('videoTypes')})
     SELECT d.data || jsonb_build_object(
              'id', d.doc_id,
              'video_type', (SELECT t.data || jsonb_build_object('id', t.doc_id)
                             FROM types t WHERE t.doc_id = d.data ->> 'video_type')) AS doc
     FROM (${mergedDocuments('howToVideos')}) d
     WHERE ($3::text[] IS NULL AND $4::text IS NULL
            OR coalesce(d.data -> 'productSkuList', '[]'::jsonb) ?| $3::text[]
            OR coalesce(d.data -> 'productRanges', '[]'::jsonb) ? upper($4::text))
       AND ($5::text IS NULL OR d.doc_id = $5::text)
       AND ($6::text IS NULL OR d.data ->> 'heading' ILIKE $6::text)
       AND ($7::text IS NULL OR d.data ->> 'video_type' IN (
              SELECT t.doc_id FROM types t
              WHERE t.doc_id = $7::text OR t.data ->> 'pageSlug' = $7::text))
     ORDER BY d.data ->> 'published_at' DESC NULLS LAST, d.doc_id
     OFFSET $8 LIMIT $9`,
    [
      ...localeParams(args.locale),
      args.skus ?? null,
      args.range ?? null,
      args.id ?? null,
      args.heading ? containsPattern(args.heading) : null,
      args.type ?? null,
      args.start,
      args.limit,
    ],
  );
  return rows.map(({ doc }) => ({
    ...doc,
    productSkuList: (doc.productSkuList as string[] | undefined) ?? [],
    shortVideo: doc.shortVideo === true,
  }));
}
