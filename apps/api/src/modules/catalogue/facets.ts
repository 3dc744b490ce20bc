import type { Facet, FacetName, ProductLanguage } from '@lumen/validation';
import { FACET_NAMES } from '@lumen/validation';

/**
 * The facet rules (spec §5): which values a filter panel hides, how values are ordered, and
 * how a stored value reads in each language. The listing SQL only counts; everything a visitor
 * sees about a facet is decided here.
 */

/** product_search column holding each facet's code (catalogue_facet_values). */
export const FACET_COLUMNS = {
  subCategory: 'f_sub_category',
  range: 'f_range',
  CCT: 'f_cct',
  energyClass: 'f_energy_class',
  ipRating: 'f_ip_rating',
  powerFactor: 'f_power_factor',
  warranty: 'f_warranty',
  UGR: 'f_ugr',
  totalPower: 'f_total_power',
  efficacy: 'f_efficacy',
  smartProduct: 'f_smart_product',
} as const satisfies Record<FacetName, string>;

/** Stored when a product has no value for a facet; never shown as a filter. */
export const NOT_APPLICABLE = 'NA';

/** Values that exist on products but are never offered as filters. */
const HIDDEN_VALUES: Partial<Record<FacetName, readonly string[]>> = {
  UGR: ['>22'],
};

/** Values listed after every other value of their facet. */
const LAST_VALUES: Partial<Record<FacetName, readonly string[]>> = {
  totalPower: ['100W+'],
};

/**
 * The order of values whose natural order is not alphabetical. Values not listed follow,
 * in natural order. The generator draws its values from these lists too.
 */
export const FACET_VALUE_ORDER = {
  CCT: ['2700K', '3000K', '4000K', '5000K', '6500K', 'CCT Switchable', 'Tunable White'],
  energyClass: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
  powerFactor: ['>0.5', '>0.9', '>0.95'],
  warranty: ['3 Years', '5 Years', '7 Years', '10 Years'],
  UGR: ['<16', '<19', '<22', '>22'],
  totalPower: ['0-10W', '10-20W', '20-40W', '40-60W', '60-100W', '100W+'],
  efficacy: ['<90 lm/W', '90-110 lm/W', '110-130 lm/W', '130-150 lm/W', '150+ lm/W'],
  smartProduct: ['Yes', 'No'],
} as const satisfies Partial<Record<FacetName, readonly string[]>>;

const FRENCH_LABELS: Record<string, string> = {
  'CCT Switchable': 'CCT sélectionnable',
  'Tunable White': 'Blanc dynamique',
  '3 Years': '3 ans',
  '5 Years': '5 ans',
  '7 Years': '7 ans',
  '10 Years': '10 ans',
  Yes: 'Oui',
  No: 'Non',
};

export function isHiddenFacetValue(name: FacetName, value: string): boolean {
  return (
    value === NOT_APPLICABLE || value === '' || (HIDDEN_VALUES[name]?.includes(value) ?? false)
  );
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Compares two values of one facet for display. */
export function compareFacetValues(name: FacetName, a: string, b: string): number {
  const last = LAST_VALUES[name] ?? [];
  const lastA = last.includes(a);
  const lastB = last.includes(b);
  if (lastA !== lastB) return lastA ? 1 : -1;
  const order: readonly string[] =
    (FACET_VALUE_ORDER as Partial<Record<FacetName, readonly string[]>>)[name] ?? [];
  const ia = order.indexOf(a);
  const ib = order.indexOf(b);
  if (ia !== -1 || ib !== -1) {
    if (ia === -1) return 1;
    if (ib === -1) return -1;
    if (ia !== ib) return ia - ib;
  }
  return collator.compare(a, b);
}

/** Display text of a stored value. Sub category labels come from the catalogue, not from here. */
export function facetLabel(value: string, language: ProductLanguage): string {
  return language === 'fr-FR' ? (FRENCH_LABELS[value] ?? value) : value;
}

export type FacetCount = {
  name: FacetName;
  value: string;
  label: string;
  total: number;
  available: number;
};

/**
 * Turns raw counts into the two facet lists of the listing response: hidden values dropped,
 * values ordered, and zero-count values dropped from availableFacets unless selected (so a
 * chip never disappears from under the visitor).
 */
export function shapeFacets(
  counts: readonly FacetCount[],
  selected: Partial<Record<FacetName, readonly string[]>>,
): { availableFacets: Facet[]; totalFacets: Facet[] } {
  const availableFacets: Facet[] = [];
  const totalFacets: Facet[] = [];
  for (const name of FACET_NAMES) {
    const chosen = new Set(selected[name] ?? []);
    const rows = counts
      .filter((c) => c.name === name && !isHiddenFacetValue(name, c.value))
      // Sub categories read best alphabetically in the visitor's language; other facets have
      // language-neutral values with an intrinsic order.
      .sort((a, b) =>
        name === 'subCategory'
          ? compareFacetValues(name, a.label, b.label)
          : compareFacetValues(name, a.value, b.value),
      );
    const byValue = new Set(rows.map((r) => r.value));
    availableFacets.push({
      name,
      values: rows
        .filter((r) => r.available > 0 || chosen.has(r.value))
        .map((r) => ({
          value: r.value,
          label: r.label,
          count: r.available,
          selected: chosen.has(r.value),
        })),
    });
    // A selected value that no product carries (a stale link) still shows, with no count.
    for (const value of chosen) {
      if (!byValue.has(value) && !isHiddenFacetValue(name, value)) {
        availableFacets.at(-1)?.values.push({ value, label: value, count: 0, selected: true });
      }
    }
    totalFacets.push({
      name,
      values: rows
        .filter((r) => r.total > 0)
        .map((r) => ({
          value: r.value,
          label: r.label,
          count: r.total,
          selected: chosen.has(r.value),
        })),
    });
  }
  return { availableFacets, totalFacets };
}
