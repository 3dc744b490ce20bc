import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FacetName, ListingFilters, ListProductsResponse, ProductLanguage, ProductSort } from '@lumen/validation';
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
import { orderByClause } from './sort-order.ts';

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
  facets: { facet: FacetName | null; value: string | null; total: number; available: number }[] | null;
  products: SummaryRow[] | null;
};

export async function queryListing(db: Database, input: ListingInput): Promise<ListProductsResponse | undefined> {
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
            label: f.facet === 'subCategory' ? (subNames.get(f.value) ?? f.value) : facetLabel(f.value, language),
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
    mainCategory: { key: category.key, name: category.texts[language].name, slug: category.texts[language].slug },
  };
}

/**
 * One statement: a single index-only pass over the category (`base`) feeds both the facet
 * counts and the page. Each row carries how many active filters it fails; a facet counts a
 * row when every *other* facet's filter passes (fails equals its own miss), which is what makes
 * the counts disjunctive. GROUPING SETS produce every facet, plus the grand total, in one
 * aggregation.
 *
 * Parameters: $1 category key, $2.. one text[] per active facet, then size and offset.
 */
export function listingStatement(input: Pick<ListingInput, 'filters' | 'country' | 'sort' | 'language'>): {
  text: string;
  params: string[][];
} {
  const active = FACET_NAMES.filter((n) => (input.filters[n]?.length ?? 0) > 0);
  const params = active.map((n) => input.filters[n] ?? []);
  const miss = new Map(active.map((n, k) => [n, `m${k}`]));
  const sizeParam = `$${params.length + 2}`;
  const offsetParam = `$${params.length + 3}`;
  const columns = FACET_NAMES.map((n) => FACET_COLUMNS[n]);
  const fails = active.length ? active.map((n) => `${miss.get(n)}::int`).join(' + ') : '0';
  const order = orderByClause(input.sort, input.language);

  const availableFor = (n: FacetName) => `count(*) FILTER (WHERE fails = ${miss.has(n) ? `${miss.get(n)}::int` : '0'})`;
  const text = `
WITH base AS MATERIALIZED (
  SELECT product_id, best_seller_rank, part_number_key, title_key_en, title_key_fr,
         ${columns.join(', ')}${active.map((n, k) => `,\n         ${FACET_COLUMNS[n]} <> ALL($${k + 2}::text[]) AS ${miss.get(n)}`).join('')}
  FROM product_search
  WHERE main_category = $1 AND ${visibilityColumn(input.country)}
),
scored AS (SELECT *, ${fails} AS fails FROM base),
counts AS (
  SELECT CASE ${FACET_NAMES.map((n) => `WHEN GROUPING(${FACET_COLUMNS[n]}) = 0 THEN '${n}'`).join(' ')} END AS facet,
         COALESCE(${columns.join(', ')}) AS value,
         count(*)::int AS total,
         (CASE ${FACET_NAMES.map((n) => `WHEN GROUPING(${FACET_COLUMNS[n]}) = 0 THEN ${availableFor(n)}`).join(' ')}
          ELSE count(*) FILTER (WHERE fails = 0) END)::int AS available
  FROM scored
  GROUP BY GROUPING SETS (${columns.map((c) => `(${c})`).join(', ')}, ())
),
page AS (
  SELECT product_id, best_seller_rank, part_number_key, title_key_en, title_key_fr
  FROM scored WHERE fails = 0
  ORDER BY ${order}
  LIMIT ${sizeParam} OFFSET ${offsetParam}
)
SELECT (SELECT json_agg(c) FROM counts c) AS facets,
       (SELECT json_agg(x ORDER BY ${orderByClause(input.sort, input.language, 'x')})
          FROM (SELECT ${summaryColumns(input.language, 's')}, p.best_seller_rank, p.part_number_key,
                       p.title_key_en, p.title_key_fr
                  FROM page p JOIN product_search s ON s.product_id = p.product_id) x) AS products`;
  return { text, params };
}
