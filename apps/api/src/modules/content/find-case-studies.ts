import type { Database } from '#src/db/client.ts';
import { caseStudyFilterSql } from './case-study-filter.ts';
import { BY_ORDER_ID, localeParams, mergedDocuments, type ContentDoc } from './content-store.ts';
import type { FindCaseStudies } from './find-case-studies.schema.ts';

const ORDER = {
  ORDER_ID_ASC: BY_ORDER_ID,
  DATE_DESC: `d.data ->> 'date' DESC, d.doc_id`,
} as const;

/**
 * Case studies in one statement, with casestudy_categories resolved to {id, title} in the
 * same locale. The product page asks by SKU and range, sorted by orderId; the case studies
 * page by application areas (any of them) and keyword, newest first.
 */
export async function findCaseStudies(db: Database, args: FindCaseStudies) {
  const filter = caseStudyFilterSql(args);
  const n = filter.next;
  const rows = await db.query<{ doc: ContentDoc }>(
    `WITH categories AS (${mergedDocuments('casestudyCategories')})
     SELECT d.data || jsonb_build_object(
              'id', d.doc_id,
              'casestudy_categories', (
                SELECT coalesce(jsonb_agg(c.data || jsonb_build_object('id', c.doc_id)
                                          ORDER BY (c.data ->> 'orderId')::int, c.doc_id), '[]'::jsonb)
                FROM categories c
                WHERE coalesce(d.data -> 'casestudy_categories', '[]'::jsonb) ? c.doc_id)) AS doc
     ${filter.sql}
     ORDER BY ${ORDER[args.sort]}
     OFFSET $${n} LIMIT $${n + 1}`,
    [...localeParams(args.locale), ...filter.params, args.start, args.limit],
  );
  return rows.map(({ doc }) => ({
    ...doc,
    pictures: doc.pictures ?? [],
    productSkuList: doc.productSkuList ?? [],
    customisedConversion: doc.customisedConversion === true,
    casestudy_products: ((doc.casestudy_products ?? []) as { pictures?: unknown[] }[]).map((p) => ({
      ...p,
      pictures: p.pictures ?? [],
    })),
  }));
}
