import type { Client } from '@urql/core';
import { CaseStudiesPageQuery } from '@lumen/content-client/operations/case-studies';
import {
  cutCaseStudyTitle,
  formatNewsDate,
  languageOf,
  markdownToPlainText,
  truncateText,
  type Locale,
} from '@lumen/i18n';
import { isLookupText } from '@lumen/validation';
import { queryContent } from '@lumen/site-shell/lib/content.server.ts';
import type { CaseStudiesListPage } from '../types.ts';
import { CASE_STUDIES_PER_PAGE, type CaseStudiesQuery } from '../utils/case-studies-query.ts';

/** A card's summary: the start of the text, as one plain line. */
const SUMMARY_LENGTH = 160;

/** Whether the API can be asked: text past its lookup limit matches nothing. */
function isAnswerable(query: CaseStudiesQuery): boolean {
  return (!query.search || isLookupText(query.search)) && query.areas.every(isLookupText);
}

/**
 * One page of /case-studies in one content request: the header, the application areas, the
 * client logos and the case studies (newest first) in any of the chosen areas that match the
 * keyword, with their total. A query the API could not take answers no items.
 */
export async function getCaseStudiesPage(
  client: Client,
  locale: Locale,
  query: CaseStudiesQuery,
): Promise<CaseStudiesListPage> {
  const answerable = isAnswerable(query);
  const data = await queryContent(client, CaseStudiesPageQuery, {
    locale,
    start: (query.page - 1) * CASE_STUDIES_PER_PAGE,
    limit: answerable ? CASE_STUDIES_PER_PAGE : 0,
    search: answerable ? query.search || null : null,
    categories: answerable && query.areas.length ? query.areas : null,
  });
  const total = answerable ? data.caseStudiesCount : 0;
  return {
    header: data.caseStudiesHeader ?? null,
    areas: [...data.casestudyCategories]
      .sort((a, b) => (a.orderId ?? 0) - (b.orderId ?? 0))
      .map((a) => ({ id: a.id, title: a.title })),
    clients: [...data.ourClient].sort((a, b) => a.orderId - b.orderId),
    query,
    caseStudies: answerable
      ? data.caseStudies.map((c) => ({
          id: c.id,
          pageSlug: c.pageSlug,
          title: cutCaseStudyTitle(c.title),
          date: c.date,
          dateLabel: formatNewsDate(c.date, languageOf(locale)),
          summary: truncateText(markdownToPlainText(c.description), SUMMARY_LENGTH),
          picture: c.pictures[0]
            ? { url: c.pictures[0].url, alternativeText: c.pictures[0].alternativeText ?? null }
            : null,
          areas: c.casestudy_categories.map((a) => a.title),
        }))
      : [],
    total,
    totalPages: Math.max(1, Math.ceil(total / CASE_STUDIES_PER_PAGE)),
  };
}
