import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FACET_NAMES,
  type FacetName,
  type ListingFilters,
  type ProductLanguage,
  type ProductSort,
} from '@lumen/validation';
import { createTestDatabase } from '#src/testing/test-app.ts';
import { FACET_COLUMNS } from './facets.ts';
import { visibilityColumn } from './language-and-country.ts';
import { listingStatement } from './list-products.ts';
import { seedCatalogue } from './seed/seed-catalogue.ts';
import { sortKeys } from './sort-order.ts';

/**
 * The listing statement counts facets from bitmaps (decision 014). These tests hold it to a
 * brute-force count over product_search rows, for many filter combinations, so the bitmaps can
 * never drift from the rows they summarise.
 */
type SearchRow = Record<string, number | boolean | string> & { product_id: number };

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let rows: SearchRow[];
let codes: Map<string, number>; // `${facet}\0${value}` → code
let values: { facet: FacetName; value: string }[];
let categories: string[];

beforeAll(async () => {
  db = await createTestDatabase();
  await seedCatalogue(db, { size: 700 });
  rows = await db.query<SearchRow>('SELECT * FROM product_search');
  values = await db.query('SELECT facet, value FROM catalogue_facet_values');
  codes = new Map(
    (
      await db.query<{ facet: string; value: string; code: number }>(
        'SELECT facet, value, code FROM catalogue_facet_values',
      )
    ).map((r) => [`${r.facet}\0${r.value}`, r.code]),
  );
  categories = [...new Set(rows.map((r) => r.main_category as string))].sort();
});
afterAll(() => db.dispose());

type RawFacet = { facet: FacetName | null; value: string | null; total: number; available: number };

/** What the statement must answer, counted row by row. */
function bruteForce(input: {
  mainCategory: string;
  country: number;
  filters: ListingFilters;
  sort: ProductSort;
  language: ProductLanguage;
  page: number;
  size: number;
}) {
  const active = FACET_NAMES.filter((n) => (input.filters[n]?.length ?? 0) > 0);
  const wanted = new Map(
    active.map((n) => [
      n,
      new Set((input.filters[n] ?? []).map((v) => codes.get(`${n}\0${v}`)).filter((c) => c)),
    ]),
  );
  const visible = visibilityColumn(input.country);
  const base = rows.filter((r) => r.main_category === input.mainCategory && r[visible] === true);
  const passes = (r: SearchRow, except?: FacetName) =>
    active.every((n) => n === except || wanted.get(n)?.has(r[FACET_COLUMNS[n]] as number));
  const facets = new Map<string, RawFacet>();
  for (const r of base) {
    for (const n of FACET_NAMES) {
      const code = r[FACET_COLUMNS[n]] as number;
      const key = `${n}\0${code}`;
      const value = values.find((v) => v.facet === n && codes.get(`${n}\0${v.value}`) === code);
      const f = facets.get(key) ?? {
        facet: n,
        value: value?.value ?? null,
        total: 0,
        available: 0,
      };
      f.total++;
      if (passes(r, n)) f.available++;
      facets.set(key, f);
    }
  }
  const matching = base.filter((r) => passes(r));
  facets.set('total', { facet: null, value: null, total: base.length, available: matching.length });
  const { column, descending } = sortKeys(input.sort, input.language);
  const page = matching
    .sort((a, b) => ((a[column] as number) - (b[column] as number)) * (descending ? -1 : 1))
    .slice(input.page * input.size, (input.page + 1) * input.size)
    .map((r) => r.product_id);
  return { facets: [...facets.values()], page };
}

const byKey = (a: RawFacet, b: RawFacet) =>
  `${a.facet}\0${a.value}`.localeCompare(`${b.facet}\0${b.value}`);

describe('listing statement', () => {
  it('counts, totals and pages exactly as a row-by-row count, for many filter combinations', async () => {
    let state = 7;
    const random = () => (state = (state * 48271) % 2147483647) / 2147483647;
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const sorts: ProductSort[] = ['bestSeller', 'a-zSort', 'z-aSort', 'skua-zSort', 'skuz-aSort'];
    for (let i = 0; i < 60; i++) {
      const filters: ListingFilters = {};
      for (let k = Math.floor(random() * 4); k > 0; k--) {
        const name = pick(FACET_NAMES);
        const own = values.filter((v) => v.facet === name).map((v) => v.value);
        // Now and then a value no product has (a stale link): nothing may match it.
        filters[name] = [pick(own), ...(random() < 0.5 ? [pick(own)] : ['no such value'])];
      }
      const input = {
        mainCategory: pick(categories),
        country: pick([1, 2, 3, 4, 5]),
        filters,
        sort: pick(sorts),
        language: pick(['en-GB', 'fr-FR'] as const),
        page: random() < 0.7 ? 0 : Math.floor(random() * 4),
        size: pick([12, 24, 36]),
      };
      const statement = listingStatement(input);
      const [row] = await db.query<{
        facets: RawFacet[] | null;
        products: { product_id: number }[] | null;
      }>(
        statement.text,
        [input.mainCategory, ...statement.params, input.size, input.page * input.size],
        // Prepared, as the route runs it: on the server, later calls use a generic plan.
        { prepare: true },
      );
      const expected = bruteForce(input);
      const label = JSON.stringify(input);
      expect((row?.facets ?? []).sort(byKey), label).toEqual(expected.facets.sort(byKey));
      expect(
        (row?.products ?? []).map((p) => p.product_id),
        label,
      ).toEqual(expected.page);
    }
  });

  it('answers no category, and nothing else, for a reference that names none', async () => {
    const statement = listingStatement({
      country: 1,
      filters: { CCT: ['3000K'] },
      sort: 'bestSeller',
      language: 'en-GB',
    });
    const [row] = await db.query<{ facets: unknown; products: unknown }>(statement.text, [
      'no-such-category',
      ...statement.params,
      12,
      0,
    ]);
    expect(row).toEqual({ category: null, sub_names: null, facets: null, products: null });
  });
});

describe('listing bitmaps', () => {
  it('hold, per category, one bit per product: each facet code and country flag as stored', async () => {
    const bitmaps = await db.query<{
      main_category: string;
      facet: string;
      code: number;
      bits: string;
    }>('SELECT main_category, facet, code, bits::text AS bits FROM listing_bitmaps');
    expect(new Set(bitmaps.map((b) => b.main_category))).toEqual(new Set(categories));
    for (const category of categories) {
      // Bit i is the i-th product of the category by id.
      const members = rows
        .filter((r) => r.main_category === category)
        .sort((a, b) => a.product_id - b.product_id);
      const expected = new Map<string, string>();
      for (const n of FACET_NAMES) {
        for (const code of new Set(members.map((r) => r[FACET_COLUMNS[n]] as number))) {
          expected.set(
            `${n}\0${code}`,
            members.map((r) => (r[FACET_COLUMNS[n]] === code ? '1' : '0')).join(''),
          );
        }
      }
      for (const country of [1, 2, 3, 4]) {
        const column = visibilityColumn(country);
        expected.set(`${column}\0${1}`, members.map((r) => (r[column] ? '1' : '0')).join(''));
      }
      const actual = new Map(
        bitmaps
          .filter((b) => b.main_category === category)
          .map((b) => [`${b.facet}\0${b.code}`, b.bits]),
      );
      expect(actual, category).toEqual(expected);
    }
  });
});
