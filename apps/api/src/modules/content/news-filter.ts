import { NEWS_FLAGS_FOR_COUNTRY, type CountryId, type NewsCountryFlag } from '@lumen/i18n';
import { containsPattern, mergedDocuments, storedIn } from './content-store.ts';
import type { NewsFilter } from './find-news-updates.schema.ts';

/**
 * The FROM and WHERE of a news query, shared by the list and the count. Params start at $3
 * (after the locale pair); `next` is the first free placeholder number.
 */
export function newsFilterSql(filter: NewsFilter) {
  const flags = new Set<NewsCountryFlag>();
  if (filter.country) flags.add(filter.country);
  if (filter.countryId)
    for (const f of NEWS_FLAGS_FOR_COUNTRY[filter.countryId as CountryId]) flags.add(f);

  const params = [
    filter.dateFrom ?? null,
    filter.dateTo ?? null,
    filter.category ?? null,
    filter.search ? containsPattern(filter.search) : null,
    filter.slug ?? null,
    flags.size ? [...flags] : null,
    filter.sustainabilityArticle ?? null,
  ];
  // The slug narrows the stored rows first so the page_slug index does the work.
  const narrow = `$7::text IS NULL OR ${storedIn('newsUpdates', `data ->> 'pageSlug' = $7::text`)}`;
  const sql = `FROM (${mergedDocuments('newsUpdates', narrow)}) d
    WHERE ($3::text IS NULL OR d.data ->> 'date' >= $3::text)
      AND ($4::text IS NULL OR d.data ->> 'date' <= $4::text)
      AND ($5::text IS NULL OR d.data ->> 'news_category' = $5::text)
      AND ($6::text IS NULL OR d.data ->> 'title' ILIKE $6::text OR d.data ->> 'description' ILIKE $6::text)
      AND ($8::text[] IS NULL OR EXISTS (
            SELECT 1 FROM unnest($8::text[]) AS f(flag)
            WHERE d.data -> 'publish_in_country' ->> f.flag = 'true'))
      AND ($9::boolean IS NULL OR coalesce((d.data ->> 'sustainabilityArticle')::boolean, false) = $9::boolean)`;
  return { sql, params, next: 3 + params.length };
}
