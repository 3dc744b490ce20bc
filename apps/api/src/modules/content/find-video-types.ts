import type { Database } from '#src/db/client.ts';
import {
  BY_ORDER_ID,
  containsPattern,
  localeParams,
  mergedDocuments,
  storedIn,
  type ContentDoc,
} from './content-store.ts';
import type { FindVideoTypes } from './find-video-types.schema.ts';

/**
 * Video types by orderId, each with the number of its videos in the same locale (the /videos
 * cards show it), in one statement.
 */
export async function findVideoTypes(db: Database, args: FindVideoTypes) {
  const rows = await db.query<{ doc: ContentDoc }>(
    `WITH videos AS (${mergedDocuments('howToVideos')})
     SELECT d.data || jsonb_build_object(
              'id', d.doc_id,
              'videoCount', (SELECT count(*) FROM videos v WHERE v.data ->> 'video_type' = d.doc_id)
            ) AS doc
     FROM (${mergedDocuments('videoTypes', `$3::text IS NULL OR ${storedIn('videoTypes', `data ->> 'pageSlug' = $3::text`)}`)}) d
     WHERE ($4::text IS NULL OR d.data ->> 'name' ILIKE $4::text)
     ORDER BY ${BY_ORDER_ID}
     OFFSET $5 LIMIT $6`,
    [
      ...localeParams(args.locale),
      args.slug ?? null,
      args.search ? containsPattern(args.search) : null,
      args.start,
      args.limit,
    ],
  );
  return rows.map(({ doc }) => doc);
}
