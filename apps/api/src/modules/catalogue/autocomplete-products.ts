import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProductLanguage } from '@lumen/validation';
import {
  ApiErrorSchema,
  AutocompleteQuerySchema,
  AutocompleteResponseSchema,
} from '@lumen/validation';
import type { Database } from '#src/db/client.ts';
import {
  LanguageHeadersSchema,
  requestLanguage,
  visibilityColumn,
} from './language-and-country.ts';
import { foldText, partNumberKey, prefixUpperBound } from './text-keys.ts';

/**
 * GET /products/autocomplete?query=&size=&country=: suggestions for the header search box.
 * The path is ours; the spec leaves it open (docs/decisions/004-product-api.md).
 */
export const autocompleteProducts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/autocomplete',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Search-box suggestions: category, range and family names, then part numbers',
        querystring: AutocompleteQuerySchema,
        headers: LanguageHeadersSchema,
        response: { 200: AutocompleteResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (req) => {
      const language = requestLanguage(req.query.language, req.headers['accept-language']);
      return { terms: await suggestTerms(app.db, { ...req.query, language }) };
    },
  );
};

/**
 * Terms come from catalogue_terms, a vocabulary bounded by the taxonomy (not by the number of
 * products), so the scan is tiny at any catalogue size. Whole-term prefixes rank before
 * word prefixes ("fire" → "Fire Rated Downlights" before "HALO FIRE"), then categories before
 * ranges before families, then how many products carry the term. Part numbers follow, by
 * prefix on their index. With no match at all, trigram similarity forgives a typo.
 */
export async function suggestTerms(
  db: Database,
  input: { query: string; size: number; country: number; language: ProductLanguage },
): Promise<string[]> {
  const key = foldText(input.query).replace(/\s+/g, ' ').trim();
  const pn = partNumberKey(input.query);
  const visible = visibilityColumn(input.country);
  const kindOrder = `CASE kind WHEN 'category' THEN 0 WHEN 'subCategory' THEN 1 WHEN 'range' THEN 2 ELSE 3 END`;
  const rows = await db.query<{ term: string }>(
    `SELECT term FROM (
       (SELECT term, 0 AS source, (term_key >= $2 AND term_key < $3) AS whole, ${kindOrder} AS kind_order,
               weight, term_key AS sort_key
          FROM catalogue_terms
         WHERE language = $1 AND ${visible}
           AND (term_key >= $2 AND term_key < $3 OR strpos(' ' || term_key, ' ' || $2) > 0)
         ORDER BY whole DESC, kind_order, weight DESC, term_key
         LIMIT $6)
       UNION ALL
       (SELECT part_number, 1, true, 0, 0, part_number_key
          FROM product_search
         WHERE $4 <> '' AND part_number_key >= $4 AND part_number_key < $5 AND ${visible}
         ORDER BY part_number_key
         LIMIT $6)
     ) u
     ORDER BY source, whole DESC, kind_order, weight DESC, sort_key`,
    [
      input.language,
      key,
      prefixUpperBound(key),
      pn.length >= 2 ? pn : '',
      prefixUpperBound(pn),
      input.size,
    ],
  );
  let terms = rows.map((r) => r.term);
  if (terms.length === 0 && key.length >= 3) {
    const fuzzy = await db.query<{ term: string }>(
      `SELECT term FROM catalogue_terms
        WHERE language = $1 AND ${visible} AND $2 <% term_key
        ORDER BY word_similarity($2, term_key) DESC, weight DESC, term_key
        LIMIT $3`,
      [input.language, key, input.size],
    );
    terms = fuzzy.map((r) => r.term);
  }
  const seen = new Set<string>();
  return terms
    .filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()))
    .slice(0, input.size);
}
