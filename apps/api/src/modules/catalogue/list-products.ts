import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  FacetName,
  ListingFilters,
  ListProductsResponse,
  ProductLanguage,
  ProductSort,
} from '@lumen/validation';
import {
  ApiErrorSchema,
  FACET_NAMES,
  ListProductsRequestSchema,
  ListProductsResponseSchema,
} from '@lumen/validation';
import type { Database } from '#src/db/client.ts';
import { FACET_COLUMNS, facetLabel, shapeFacets, type FacetCount } from './facets.ts';
import { findCategory, subCategoryNames } from './find-category.ts';
import { visibilityColumn } from './language-and-country.ts';
import { summaryColumns, toSummary, type SummaryRow } from './product-summaries.ts';
import { sortKeys } from './sort-order.ts';

/**
 * POST /products/listing: one page of a main category with facet counts (spec §2 Product
 * listing). The path is ours; the spec leaves it open (docs/decisions/004-product-api.md).
 */
export const listProducts: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products/listing',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of a main category, with disjunctive facet counts',
        body: ListProductsRequestSchema,
        response: { 200: ListProductsResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const result = await queryListing(app.db, req.body);
      if (!result) {
        return reply.status(404).send({
          statusCode: 404,
          error: 'Not Found',
          message: `Unknown main category '${req.body.mainCategory}'`,
        });
      }
      return result;
    },
  );
};

export type ListingInput = {
  mainCategory: string;
  page: number;
  size: number;
  country: number;
  filters: ListingFilters;
  sort: ProductSort;
  language: ProductLanguage;
};

type ListingRow = {
  facets:
    { facet: FacetName | null; value: string | null; total: number; available: number }[] | null;
  products: SummaryRow[] | null;
};

export async function queryListing(
  db: Database,
  input: ListingInput,
): Promise<ListProductsResponse | undefined> {
  const category = await findCategory(db, input.mainCategory, { level: 'main' });
  if (!category) return undefined;
  const { language, sort, page, size } = input;
  const statement = listingStatement(input);
  const [[row], subNames] = await Promise.all([
    db.query<ListingRow>(statement.text, [category.key, ...statement.params, size, page * size]),
    subCategoryNames(db, category.id, language),
  ]);
  const raw = row?.facets ?? [];
  const totalElements = raw.find((f) => f.facet === null)?.available ?? 0;
  const counts: FacetCount[] = raw.flatMap((f) =>
    f.facet === null || f.value === null
      ? []
      : [
          {
            name: f.facet,
            value: f.value,
            label:
              f.facet === 'subCategory'
                ? (subNames.get(f.value) ?? f.value)
                : facetLabel(f.value, language),
            total: f.total,
            available: f.available,
          },
        ],
  );
  return {
    products: (row?.products ?? []).map(toSummary),
    pagination: { page, size, totalElements, totalPages: Math.ceil(totalElements / size) },
    ...shapeFacets(counts, input.filters),
    sort,
    mainCategory: {
      key: category.key,
      name: category.texts[language].name,
      slug: category.texts[language].slug,
    },
  };
}

/**
 * One statement. A single index-only pass over the category (`base`, materialised: a few
 * dozen bytes a row) feeds both the facet counts and the page. Each row carries, per active
 * filter, whether it misses it, and how many it misses in all (`fails`). A facet counts a row
 * when every *other* facet's filter passes, i.e. when fails equals its own miss: that is what
 * makes the counts disjunctive. GROUPING SETS produce every facet, plus the grand total (the
 * empty set), in one aggregation.
 *
 * Parameters: $1 category key, $2.. one text[] of selected values per active facet, then size
 * and offset.
 */
export function listingStatement(
  input: Pick<ListingInput, 'filters' | 'country' | 'sort' | 'language'>,
): {
  text: string;
  params: string[][];
} {
  const active = FACET_NAMES.filter((n) => (input.filters[n]?.length ?? 0) > 0);
  const params = active.map((n) => input.filters[n] ?? []);
  const miss = new Map(active.map((n, k) => [n, `m${k}`]));
  const sizeParam = `$${params.length + 2}`;
  const offsetParam = `$${params.length + 3}`;
  const columns = FACET_NAMES.map((n) => FACET_COLUMNS[n]);
  const { column: sortColumn, descending } = sortKeys(input.sort, input.language);
  const direction = descending ? ' DESC' : '';
  const missExpr = (n: FacetName, k: number) => `(s.${FACET_COLUMNS[n]} <> ALL(w.c${k}))`;
  const fails = active.length ? active.map((n, k) => `${missExpr(n, k)}::int`).join(' + ') : '0';
  const availableFor = (n: FacetName) =>
    `count(*) FILTER (WHERE fails = ${miss.has(n) ? `${miss.get(n)}::int` : '0'})`;

  const text = `
WITH wanted AS (
  SELECT ${
    active.length
      ? active
          .map(
            (n, k) =>
              `(SELECT coalesce(array_agg(code), '{}') FROM catalogue_facet_values WHERE facet = '${n}' AND value = ANY($${k + 2}::text[])) AS c${k}`,
          )
          .join(',\n         ')
      : '1 AS none'
  }
),
base AS MATERIALIZED (
  SELECT s.product_id, s.${sortColumn} AS sort_key, ${columns.map((c) => `s.${c}`).join(', ')},
         ${active.map((n, k) => `${missExpr(n, k)} AS ${miss.get(n)}, `).join('')}${fails} AS fails
  FROM product_search s CROSS JOIN wanted w
  WHERE s.main_category = $1 AND s.${visibilityColumn(input.country)}
),
counts AS (
  SELECT CASE ${FACET_NAMES.map((n) => `WHEN GROUPING(${FACET_COLUMNS[n]}) = 0 THEN '${n}'`).join(' ')} END AS facet,
         COALESCE(${columns.join(', ')}) AS code,
         count(*)::int AS total,
         (CASE ${FACET_NAMES.map((n) => `WHEN GROUPING(${FACET_COLUMNS[n]}) = 0 THEN ${availableFor(n)}`).join(' ')}
          ELSE count(*) FILTER (WHERE fails = 0) END)::int AS available
  FROM base
  GROUP BY GROUPING SETS (${columns.map((c) => `(${c})`).join(', ')}, ())
),
page AS (
  SELECT product_id, sort_key FROM base WHERE fails = 0
  ORDER BY sort_key${direction}
  LIMIT ${sizeParam} OFFSET ${offsetParam}
)
SELECT (SELECT json_agg(json_build_object('facet', c.facet, 'value', v.value, 'total', c.total, 'available', c.available))
          FROM counts c LEFT JOIN catalogue_facet_values v ON v.facet = c.facet AND v.code = c.code) AS facets,
       (SELECT json_agg(x ORDER BY x.sort_key${direction})
          FROM (SELECT ${summaryColumns(input.language, 'c')}, p.sort_key
                  FROM page p JOIN product_cards c ON c.product_id = p.product_id) x) AS products`;
  return { text, params };
}
