import { describe, expect, it } from 'vitest';
import {
  compareFacetValues,
  facetLabel,
  isHiddenFacetValue,
  shapeFacets,
  type FacetCount,
} from './facets.ts';

const count = (
  name: FacetCount['name'],
  value: string,
  total: number,
  available = total,
): FacetCount => ({
  name,
  value,
  label: value,
  total,
  available,
});

describe('facet hiding (spec §5)', () => {
  it('hides NA in every facet', () => {
    expect(isHiddenFacetValue('CCT', 'NA')).toBe(true);
    expect(isHiddenFacetValue('energyClass', 'NA')).toBe(true);
    expect(isHiddenFacetValue('CCT', '3000K')).toBe(false);
  });

  it("hides '>22' for UGR only", () => {
    expect(isHiddenFacetValue('UGR', '>22')).toBe(true);
    expect(isHiddenFacetValue('UGR', '<22')).toBe(false);
    expect(isHiddenFacetValue('powerFactor', '>22')).toBe(false);
  });
});

describe('facet ordering', () => {
  const sorted = (name: FacetCount['name'], values: string[]) =>
    [...values].sort((a, b) => compareFacetValues(name, a, b));

  it("puts '100W+' last in totalPower, whatever else is there", () => {
    expect(sorted('totalPower', ['100W+', '20-40W', '0-10W', '60-100W', '10-20W'])).toEqual([
      '0-10W',
      '10-20W',
      '20-40W',
      '60-100W',
      '100W+',
    ]);
    expect(sorted('totalPower', ['100W+', '250W', '5W'])).toEqual(['5W', '250W', '100W+']);
  });

  it('follows the intrinsic order of symbolic values', () => {
    expect(sorted('UGR', ['<22', '<16', '<19'])).toEqual(['<16', '<19', '<22']);
    expect(sorted('warranty', ['10 Years', '3 Years', '7 Years', '5 Years'])).toEqual([
      '3 Years',
      '5 Years',
      '7 Years',
      '10 Years',
    ]);
    expect(sorted('efficacy', ['150+ lm/W', '<90 lm/W', '110-130 lm/W'])).toEqual([
      '<90 lm/W',
      '110-130 lm/W',
      '150+ lm/W',
    ]);
    expect(sorted('CCT', ['Tunable White', '6500K', '2700K', 'CCT Switchable'])).toEqual([
      '2700K',
      '6500K',
      'CCT Switchable',
      'Tunable White',
    ]);
  });

  it('sorts unlisted values naturally, after listed ones', () => {
    expect(sorted('ipRating', ['IP65', 'IP20', 'IP4', 'IP100'])).toEqual([
      'IP4',
      'IP20',
      'IP65',
      'IP100',
    ]);
    expect(sorted('energyClass', ['Z', 'B', 'A'])).toEqual(['A', 'B', 'Z']);
  });
});

describe('facet labels', () => {
  it('translates the few words in values to French and leaves codes alone', () => {
    expect(facetLabel('5 Years', 'fr-FR')).toBe('5 ans');
    expect(facetLabel('Yes', 'fr-FR')).toBe('Oui');
    expect(facetLabel('Tunable White', 'fr-FR')).toBe('Blanc dynamique');
    expect(facetLabel('IP65', 'fr-FR')).toBe('IP65');
    expect(facetLabel('5 Years', 'en-GB')).toBe('5 Years');
  });
});

describe('shapeFacets', () => {
  const counts: FacetCount[] = [
    count('UGR', '>22', 40, 10),
    count('UGR', '<19', 30, 0),
    count('UGR', 'NA', 5, 5),
    count('UGR', '<16', 12, 4),
    count('totalPower', '100W+', 7, 7),
    count('totalPower', '20-40W', 9, 3),
    count('CCT', '3000K', 20, 6),
  ];

  it('returns every facet group in panel order, hidden values dropped, values ordered', () => {
    const { totalFacets } = shapeFacets(counts, {});
    expect(totalFacets.map((f) => f.name)).toEqual([
      'subCategory',
      'range',
      'CCT',
      'energyClass',
      'ipRating',
      'powerFactor',
      'warranty',
      'UGR',
      'totalPower',
      'efficacy',
      'smartProduct',
    ]);
    expect(
      totalFacets.find((f) => f.name === 'UGR')?.values.map((v) => [v.value, v.count]),
    ).toEqual([
      ['<16', 12],
      ['<19', 30],
    ]);
    expect(totalFacets.find((f) => f.name === 'totalPower')?.values.map((v) => v.value)).toEqual([
      '20-40W',
      '100W+',
    ]);
  });

  it('leaves zero-count values out of availableFacets unless selected, and marks selections', () => {
    const { availableFacets } = shapeFacets(counts, { UGR: ['<19'], CCT: ['3000K'] });
    expect(availableFacets.find((f) => f.name === 'UGR')?.values).toEqual([
      { value: '<16', label: '<16', count: 4, selected: false },
      { value: '<19', label: '<19', count: 0, selected: true },
    ]);
    expect(availableFacets.find((f) => f.name === 'CCT')?.values).toEqual([
      { value: '3000K', label: '3000K', count: 6, selected: true },
    ]);
  });

  it('keeps a selected value that no product carries (a stale link), but never a hidden one', () => {
    const { availableFacets } = shapeFacets(counts, { CCT: ['1800K'], UGR: ['>22'] });
    expect(
      availableFacets
        .find((f) => f.name === 'CCT')
        ?.values.map((v) => [v.value, v.count, v.selected]),
    ).toEqual([
      ['3000K', 6, false],
      ['1800K', 0, true],
    ]);
    expect(availableFacets.find((f) => f.name === 'UGR')?.values.map((v) => v.value)).toEqual([
      '<16',
    ]);
  });
});
