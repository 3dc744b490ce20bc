import { describe, expect, it } from 'vitest';
import { caseStudiesHref, readCaseStudiesQuery, toggleArea } from './case-studies-query.ts';

const read = (qs: string) => readCaseStudiesQuery(new URLSearchParams(qs));

describe('case studies query', () => {
  it('reads several areas, the search and the page', () => {
    expect(read('area=sport&area=education&area=sport&q=+led+&page=2')).toEqual({
      areas: ['sport', 'education'],
      search: 'led',
      page: 2,
    });
    expect(read('page=nope').page).toBe(1);
  });

  it('keeps at most 20 areas from a forged address', () => {
    const qs = Array.from({ length: 30 }, (_, i) => `area=a${i}`).join('&');
    expect(read(qs).areas).toHaveLength(20);
  });

  it('toggling an area goes back to page 1 and keeps the search', () => {
    const query = read('area=sport&q=led&page=2');
    expect(toggleArea(query, 'education')).toEqual({
      areas: ['sport', 'education'],
      search: 'led',
      page: 1,
    });
    expect(toggleArea(query, 'sport')).toEqual({ areas: [], search: 'led', page: 1 });
  });

  it('builds one address per state', () => {
    expect(caseStudiesHref({})).toBe('/case-studies');
    expect(caseStudiesHref({ areas: ['sport', 'retail'], search: 'x', page: 2 })).toBe(
      '/case-studies?area=sport&area=retail&q=x&page=2',
    );
    expect(caseStudiesHref({ page: 1 })).toBe('/case-studies');
  });
});
