import { paths } from '@lumen/site-shell/config/paths.ts';

/** Case studies per page (spec §9). */
export const CASE_STUDIES_PER_PAGE = 12;

/** More application areas than any page offers: the rest of a forged address is ignored. */
const MAX_AREAS = 20;

export type CaseStudiesQuery = {
  /** Selected application areas (casestudyCategories ids), in the order chosen. */
  areas: string[];
  search: string;
  /** 1-based. */
  page: number;
};

/** Query parameter names of /case-studies, in one place for the page, its forms and links. */
export const CASE_STUDIES_PARAMS = { area: 'area', search: 'q', page: 'page' } as const;

export function readCaseStudiesQuery(params: URLSearchParams): CaseStudiesQuery {
  const page = Number(params.get(CASE_STUDIES_PARAMS.page) ?? '1');
  const areas = [
    ...new Set(
      params
        .getAll(CASE_STUDIES_PARAMS.area)
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  ].slice(0, MAX_AREAS);
  return {
    areas,
    search: (params.get(CASE_STUDIES_PARAMS.search) ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a list state; defaults are left out so each state has one address. */
export function caseStudiesHref(query: Partial<CaseStudiesQuery>): string {
  const params = new URLSearchParams();
  for (const area of query.areas ?? []) params.append(CASE_STUDIES_PARAMS.area, area);
  if (query.search) params.set(CASE_STUDIES_PARAMS.search, query.search);
  if (query.page && query.page > 1) params.set(CASE_STUDIES_PARAMS.page, String(query.page));
  const qs = params.toString();
  const list = paths.caseStudies.list.getHref();
  return qs ? `${list}?${qs}` : list;
}

/** Selecting or unselecting one area: back to page 1 (spec §4), the search kept. */
export function toggleArea(query: CaseStudiesQuery, area: string): CaseStudiesQuery {
  const areas = query.areas.includes(area)
    ? query.areas.filter((a) => a !== area)
    : [...query.areas, area];
  return { ...query, areas, page: 1 };
}
