import { describe, expect, it } from 'vitest';
import type { Facet } from '@lumen/validation';
import {
  appliedChips,
  facetGroups,
  FACET_GROUP_STEP,
  groupToggle,
  shownValueCount,
} from './facet-panel.ts';
import { DEFAULT_LISTING_STATE, parseListingState } from './listing-state.ts';

const values = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    value: `v${i}`,
    label: `Value ${i}`,
    count: 10 - i,
    selected: false,
  }));

describe('filter group show more / show less', () => {
  it('shows 6, adds 6 per press, never more than there are', () => {
    expect(FACET_GROUP_STEP).toBe(6);
    expect(shownValueCount(4, 0)).toBe(4);
    expect(shownValueCount(15, 0)).toBe(6);
    expect(shownValueCount(15, 1)).toBe(12);
    expect(shownValueCount(15, 2)).toBe(15);
    expect(shownValueCount(15, 9)).toBe(15);
  });

  it("reads 'Show 6 more', then 'Show N more' for the rest, then 'Show less'", () => {
    expect(groupToggle(6, 6)).toBeNull();
    expect(groupToggle(3, 3)).toBeNull();
    expect(groupToggle(15, 6)).toEqual({ kind: 'more', count: 6 });
    expect(groupToggle(15, 12)).toEqual({ kind: 'more', count: 3 });
    expect(groupToggle(8, 6)).toEqual({ kind: 'more', count: 2 });
    expect(groupToggle(15, 15)).toEqual({ kind: 'less' });
  });
});

describe('facet groups and applied chips', () => {
  const facets: Facet[] = [
    {
      name: 'subCategory',
      values: [
        {
          value: 'fire-rated-downlights',
          label: 'Fire Rated Downlights with a very long descriptive name',
          count: 40,
          selected: true,
        },
      ],
    },
    { name: 'range', values: [{ value: 'AURA', label: 'AURA', count: 12, selected: true }] },
    { name: 'CCT', values: values(3) },
    { name: 'smartProduct', values: [] },
  ];
  const state = parseListingState(
    new URLSearchParams('subCategory=fire-rated-downlights&rangeFilter=AURA&CCT=v1'),
  );

  it('take selection from the URL, cut sub category labels at 31, and skip empty groups', () => {
    const groups = facetGroups(facets, state, 'en');
    expect(groups.map((g) => g.name)).toEqual(['subCategory', 'range', 'CCT']);
    expect(groups[0]?.values[0]).toEqual({
      value: 'fire-rated-downlights',
      label: 'Fire Rated Downlights with a ve…',
      count: 40,
      isSelected: true,
    });
    expect(groups[1]?.values[0]?.isSelected).toBe(true);
    expect(groups[2]?.values.map((v) => v.isSelected)).toEqual([false, true, false]);
    expect(facetGroups(facets, DEFAULT_LISTING_STATE, 'en')[0]?.values[0]?.isSelected).toBe(false);
  });

  it('list each selected value with its label, in panel order, the landing range first', () => {
    const withMore = parseListingState(
      new URLSearchParams('CCT=v1&range=ORBIT&rangeFilter=AURA&UGR=%3C19'),
    );
    expect(
      appliedChips(withMore, facets, ['subCategory', 'range', 'CCT', 'UGR'], 'en').map(
        (c) => `${c.name}:${c.label}`,
      ),
    ).toEqual(['range:AURA', 'range:ORBIT', 'CCT:Value 1', 'UGR:<19']);
  });

  it('write quantities the French way, and leave names as they are', () => {
    const numeric: Facet[] = [
      {
        name: 'powerFactor',
        values: [
          { value: '>0.9', label: '>0.9', count: 199, selected: false },
          { value: '>0.95', label: '>0.95', count: 66, selected: false },
        ],
      },
      { name: 'range', values: [{ value: 'V2.5', label: 'V2.5', count: 1, selected: false }] },
    ];
    const withPowerFactor = parseListingState(new URLSearchParams('powerFactor=%3E0.95'));
    const groups = facetGroups(numeric, withPowerFactor, 'fr');
    expect(groups[0]?.values.map((v) => [v.value, v.label])).toEqual([
      ['>0.9', '>0,9'],
      ['>0.95', '>0,95'],
    ]);
    expect(groups[1]?.values[0]?.label).toBe('V2.5');
    expect(appliedChips(withPowerFactor, numeric, ['powerFactor'], 'fr')).toEqual([
      { name: 'powerFactor', value: '>0.95', label: '>0,95' },
    ]);
    expect(facetGroups(numeric, withPowerFactor, 'en')[0]?.values[1]?.label).toBe('>0.95');
  });
});
