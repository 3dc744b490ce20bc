import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

type CustomisedConversionPage = {
  features?: unknown[];
  conversionOptions?: unknown[];
  retrofitCards?: unknown[];
};

/**
 * The customised conversions landing page (campaigns spec §2.7). Its case-study carousel is a
 * separate query, caseStudies(customisedConversion: true), so it pages and sorts like the rest.
 */
export async function getCustomisedConversionPage(db: Database, locale: Locale) {
  const page = await getSingleton<CustomisedConversionPage>(db, 'customisedConversionPage', locale);
  if (!page) return null;
  return {
    ...page,
    features: page.features ?? [],
    conversionOptions: page.conversionOptions ?? [],
    retrofitCards: page.retrofitCards ?? [],
  };
}
