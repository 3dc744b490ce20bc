import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';
import type { FindExploreRanges } from './find-explore-ranges.schema.ts';

export async function findExploreRanges(db: Database, { locale, limit }: FindExploreRanges) {
  const ranges = await listDocuments<{ external?: boolean }>(db, 'exploreRanges', locale, {
    limit: '$3',
    params: [limit],
  });
  return ranges.map((r) => ({ ...r, external: r.external === true }));
}
