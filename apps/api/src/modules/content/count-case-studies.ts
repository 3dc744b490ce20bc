import type { Database } from '#src/db/client.ts';
import { caseStudyFilterSql } from './case-study-filter.ts';
import { localeParams } from './content-store.ts';
import type { CaseStudyFilter } from './find-case-studies.schema.ts';

/** How many case studies match, for the case studies page's pagination. */
export async function countCaseStudies(db: Database, args: CaseStudyFilter): Promise<number> {
  const filter = caseStudyFilterSql(args);
  const [row] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${filter.sql}`, [
    ...localeParams(args.locale),
    ...filter.params,
  ]);
  return row?.total ?? 0;
}
