import type { Client } from '@urql/core';
import { VacancyExistsQuery, VacancyQuery } from '@lumen/content-client/operations/careers';
import { LOCALES, type Locale } from '@lumen/i18n';
import { queryContent } from '@lumen/site-shell/lib/content.server.ts';
import { toOpportunity } from '../utils/to-opportunity.ts';

/** One vacancy by its pageSlug (either language) and the vacancy page's copy; undefined when none. */
export async function getVacancy(client: Client, locale: Locale, slug: string) {
  const [data, elsewhere] = await Promise.all([
    queryContent(client, VacancyQuery, { locale, slug }),
    Promise.all(
      LOCALES.filter((l) => l !== locale).map(async (l) => {
        const other = await queryContent(client, VacancyExistsQuery, { locale: l, slug });
        return other.careersOpportunities.length ? [l] : [];
      }),
    ),
  ]);
  const found = data.careersOpportunities[0];
  if (!found) return undefined;
  return {
    /** The locales whose edition has this vacancy, in LOCALES order: its hreflang alternates. */
    locales: LOCALES.filter((l) => l === locale || elsewhere.flat().includes(l)),
    vacancy: { ...toOpportunity(found), descripton: found.descripton ?? null },
    header: data.careerHeaderNew ?? null,
    /** For the JobPosting JSON-LD, built on the server. */
    posting: {
      datePosted: found.datePosted ?? null,
      validThrough: found.validThrough ?? null,
      employmentTypes: found.career_types.flatMap((t) =>
        t.employmentType ? [t.employmentType] : [],
      ),
      places: found.career_locations.filter((l) => !l.worldwide && l.addressCountry),
    },
  };
}
