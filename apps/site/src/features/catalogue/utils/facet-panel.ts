import type { Language } from '@lumen/i18n';
import { localizeNumbers } from '@lumen/i18n/numbers';
import { cutSubCategoryLabel } from '@lumen/i18n/text';
import type { Facet, FacetName } from '@lumen/validation';
import { isSelected, type ListingState } from './listing-state.ts';

/** Each filter group shows 6 values; 'Show more' adds 6, 'Show less' goes back to 6 (spec §9). */
export const FACET_GROUP_STEP = 6;

export type FacetValueView = {
  value: string;
  label: string;
  count: number;
  isSelected: boolean;
};

export type FacetGroupView = { name: FacetName; values: FacetValueView[] };

/**
 * Sub category names are cut at 31 characters plus an ellipsis (spec §5). Values that are
 * quantities ('>0.95', '<90 lm/W') are written for the visitor's language ('>0,95'); names
 * (sub categories, ranges) are printed as they are.
 */
export function facetValueLabel(name: FacetName, label: string, language: Language): string {
  if (name === 'subCategory') return cutSubCategoryLabel(label);
  if (name === 'range') return label;
  return localizeNumbers(label, language);
}

/**
 * The panel's groups from the API's disjunctive facets (already in panel order, NA and
 * UGR '>22' hidden, '100W+' last): selection is taken from the URL state, so the panel is
 * right even while the next answer loads. Groups with nothing to offer are left out.
 */
export function facetGroups(
  facets: readonly Facet[],
  state: ListingState,
  language: Language,
): FacetGroupView[] {
  return facets.flatMap((facet) => {
    const values = facet.values.map((v) => ({
      value: v.value,
      label: facetValueLabel(facet.name, v.label, language),
      count: v.count,
      isSelected: isSelected(state, facet.name, v.value),
    }));
    return values.length ? [{ name: facet.name, values }] : [];
  });
}

/** How many values of a group are on screen after `expansions` presses of 'Show more'. */
export function shownValueCount(total: number, expansions: number): number {
  return Math.min(total, FACET_GROUP_STEP * (1 + Math.max(0, expansions)));
}

/**
 * The group's toggle: 'Show 6 more' while at least 6 are hidden, 'Show N more' for the last
 * few, 'Show less' once everything shows, and nothing for a group of 6 or fewer.
 */
export function groupToggle(
  total: number,
  shown: number,
): { kind: 'more'; count: number } | { kind: 'less' } | null {
  if (total <= FACET_GROUP_STEP) return null;
  if (shown < total) return { kind: 'more', count: Math.min(FACET_GROUP_STEP, total - shown) };
  return { kind: 'less' };
}

export type AppliedChip = { name: FacetName; value: string; label: string };

/**
 * The 'Applied Filters' chips, in panel order: each selected value with its label in the
 * visitor's language (from the facets when known, else the value itself).
 */
export function appliedChips(
  state: ListingState,
  facets: readonly Facet[],
  order: readonly FacetName[],
  language: Language,
): AppliedChip[] {
  const labelOf = (name: FacetName, value: string) =>
    facets.find((f) => f.name === name)?.values.find((v) => v.value === value)?.label ?? value;
  return order.flatMap((name) => {
    const values = [
      ...(name === 'range' && state.rangeFilter ? [state.rangeFilter] : []),
      ...(state.filters[name] ?? []),
    ];
    return values.map((value) => ({
      name,
      value,
      label: facetValueLabel(name, labelOf(name, value), language),
    }));
  });
}
