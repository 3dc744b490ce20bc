import type { Database } from '#src/db/client.ts';
import { containsPattern, listDocuments } from './content-store.ts';
import type { FindHowToVideos } from './find-how-to-videos.schema.ts';

/** How-to videos for a product page (by SKU list or range), newest published first. */
export async function findHowToVideos(db: Database, args: FindHowToVideos) {
  const videos = await listDocuments<{ productSkuList?: string[]; shortVideo?: boolean }>(
    db,
    'howToVideos',
    args.locale,
    {
      where: `($3::text[] IS NULL AND $4::text IS NULL
               OR coalesce(d.data -> 'productSkuList', '[]'::jsonb) ?| $3::text[]
               OR coalesce(d.data -> 'productRanges', '[]'::jsonb) ? upper($4::text))
          AND ($5::text IS NULL OR d.doc_id = $5::text)
          AND ($6::text IS NULL OR d.data ->> 'heading' ILIKE $6::text)`,
      orderBy: `d.data ->> 'published_at' DESC NULLS LAST, d.doc_id`,
      offset: '$7',
      limit: '$8',
      params: [
        args.skus ?? null,
        args.range ?? null,
        args.id ?? null,
        args.heading ? containsPattern(args.heading) : null,
        args.start,
        args.limit,
      ],
    },
  );
  return videos.map((v) => ({
    ...v,
    productSkuList: v.productSkuList ?? [],
    shortVideo: v.shortVideo === true,
  }));
}
