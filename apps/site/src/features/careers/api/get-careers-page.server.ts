import type { Client } from '@urql/core';
import { CareerLocationIdsQuery, CareersPageQuery } from '@lumen/content-client/operations/careers';
import { LOCALES, type Locale } from '@lumen/i18n';
import { formatNumber } from '@lumen/i18n/numbers';
import { queryContent } from '@lumen/site-shell/lib/content.server.ts';
import type { CareersPageData } from '../types.ts';
import { toOpportunity } from '../utils/to-opportunity.ts';

/**
 * The /careers page in the visitor's locale, with the vacancies of one location (its
 * orderId; null for all). Undefined when content has no careers page.
 */
export async function getCareersPage(
  client: Client,
  locale: Locale,
  location: number | null,
): Promise<CareersPageData | undefined> {
  const data = await queryContent(client, CareersPageQuery, { locale, location });
  const page = data.careerPage;
  if (!page) return undefined;
  return {
    page,
    locations: data.careerLocations,
    selectedLocation: location,
    opportunities: data.careersOpportunities.map(toOpportunity),
    counts: (
      [
        [page.stockistCount, page.stockistLabel],
        [page.employeeCount, page.employeeLabel],
        [page.countryCount, page.countryLabel],
      ] as const
    ).flatMap(([value, label]) =>
      typeof value === 'number' && label ? [{ value: formatNumber(value, locale), label }] : [],
    ),
  };
}

/**
 * The locales whose edition lists the location (its orderId) as a place to work, in LOCALES
 * order: the hreflang alternates of /careers?location=, since the others redirect it.
 */
export async function localesWithLocation(client: Client, orderId: number): Promise<Locale[]> {
  const perLocale = await Promise.all(
    LOCALES.map((locale) => queryContent(client, CareerLocationIdsQuery, { locale })),
  );
  return LOCALES.filter((_, i) =>
    perLocale[i]!.careerLocations.some((l) => l.orderId === orderId && !l.worldwide),
  );
}
