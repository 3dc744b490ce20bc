import type { Client } from '@urql/core';
import { VacancyLocalesQuery, VacancyQuery } from '@lumen/content-client/operations/careers';
import { LOCALES, type Locale } from '@lumen/i18n';
import { queryContent } from '@lumen/site-shell/lib/content.server.ts';
import { toOpportunity } from '../utils/to-opportunity.ts';

/** One vacancy by its pageSlug (either language) and the vacancy page's copy; undefined when none. */
export async function getVacancy(client: Client, locale: Locale, slug: string) {
  const [data, where] = await Promise.all([
    queryContent(client, VacancyQuery, { locale, slug }),
    queryContent(client, VacancyLocalesQuery, { slug }),
  ]);
  const found = data.careersOpportunities[0];
  if (!found) return undefined;
  const inLocale: Record<Locale, boolean> = {
    'en-GB': where.enGB.length > 0,
    'fr-FR': where.frFR.length > 0,
    'en-AU': where.enAU.length > 0,
    'en-NZ': where.enNZ.length > 0,
  };
  return {
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
    /** The locales the vacancy exists in: the page's only hreflang alternates. */
    locales: LOCALES.filter((l) => inLocale[l]),
  };
}
