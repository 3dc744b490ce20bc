import { containsPattern, mergedDocuments, storedIn } from './content-store.ts';
import type { CaseStudyFilter } from './find-case-studies.schema.ts';

/**
 * The FROM and WHERE of a case-study query, shared by the list and the count so a page and
 * its total always agree. Params start at $3 (after the locale pair); `next` is the first
 * free placeholder number.
 */
export function caseStudyFilterSql(filter: CaseStudyFilter) {
  const params = [
    filter.sku ?? null,
    filter.range ?? null,
    filter.slug ?? null,
    filter.search ? containsPattern(filter.search) : null,
    filter.categories?.length ? filter.categories : null,
    filter.customisedConversion ?? null,
  ];
  // The slug narrows the stored rows first so the page_slug index does the work.
  const narrow = `$5::text IS NULL OR ${storedIn('caseStudies', `data ->> 'pageSlug' = $5::text`)}`;
  const sql = `FROM (${mergedDocuments('caseStudies', narrow)}) d
     WHERE ($3::text IS NULL AND $4::text IS NULL
            OR coalesce(d.data -> 'productSkuList', '[]'::jsonb) ? $3::text
            OR coalesce(d.data -> 'productRanges', '[]'::jsonb) ? upper($4::text))
       AND ($6::text IS NULL OR d.data ->> 'title' ILIKE $6::text OR d.data ->> 'description' ILIKE $6::text)
       AND ($7::text[] IS NULL OR coalesce(d.data -> 'casestudy_categories', '[]'::jsonb) ?| $7::text[])
       AND ($8::boolean IS NULL OR coalesce((d.data ->> 'customisedConversion')::boolean, false) = $8::boolean)`;
  return { sql, params, next: 3 + params.length };
}
