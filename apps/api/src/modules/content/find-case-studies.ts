import type { Database } from '#src/db/client.ts';
import {
  BY_ORDER_ID,
  containsPattern,
  localeParams,
  mergedDocuments,
  storedIn,
  type ContentDoc,
} from './content-store.ts';
import type { FindCaseStudies } from './find-case-studies.schema.ts';

const ORDER = {
  ORDER_ID_ASC: BY_ORDER_ID,
  DATE_DESC: `d.data ->> 'date' DESC, d.doc_id`,
} as const;

/**
 * Case studies in one statement, with casestudy_categories resolved to {id, title} in the
 * same locale. The product page asks by SKU and range, sorted by orderId.
 */
export async function findCaseStudies(db: Database, args: FindCaseStudies) {
  const rows = await db.query<{ doc: ContentDoc }>(
    `WITH categories AS (${mergedDocuments('casestudyCategories')})
     SELECT d.data || jsonb_build_object(
              'id', d.doc_id,
              'casestudy_categories', (
                SELECT coalesce(jsonb_agg(c.data || jsonb_build_object('id', c.doc_id)
                                          ORDER BY (c.data ->> 'orderId')::int, c.doc_id), '[]'::jsonb)
                FROM categories c
                WHERE coalesce(d.data -> 'casestudy_categories', '[]'::jsonb) ? c.doc_id)) AS doc
     FROM (${mergedDocuments('caseStudies', `$5::text IS NULL OR ${storedIn('caseStudies', `data ->> 'pageSlug' = $5::text`)}`)}) d
     WHERE ($3::text IS NULL AND $4::text IS NULL
            OR coalesce(d.data -> 'productSkuList', '[]'::jsonb) ? $3::text
            OR coalesce(d.data -> 'productRanges', '[]'::jsonb) ? upper($4::text))
       AND ($6::text IS NULL OR d.data ->> 'title' ILIKE $6::text OR d.data ->> 'description' ILIKE $6::text)
     ORDER BY ${ORDER[args.sort]}
     OFFSET $7 LIMIT $8`,
    [
      ...localeParams(args.locale),
      args.sku ?? null,
      args.range ?? null,
      args.slug ?? null,
      args.search ? containsPattern(args.search) : null,
      args.start,
      args.limit,
    ],
  );
  return rows.map(({ doc }) => ({
    ...doc,
    pictures: doc.pictures ?? [],
    productSkuList: doc.productSkuList ?? [],
    casestudy_products: ((doc.casestudy_products ?? []) as { pictures?: unknown[] }[]).map((p) => ({
      ...p,
      pictures: p.pictures ?? [],
    })),
  }));
}
