import type { Database } from '#src/db/client.ts';
import { localeParams } from './content-store.ts';
import type { NewsFilter } from './find-news-updates.schema.ts';
import { newsFilterSql } from './news-filter.ts';

/** How many news items match, for the news page's pagination. */
export async function countNewsUpdates(db: Database, args: NewsFilter): Promise<number> {
  const filter = newsFilterSql(args);
  const [row] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${filter.sql}`, [
    ...localeParams(args.locale),
    ...filter.params,
  ]);
  return row?.total ?? 0;
}
