import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton, sortByOrder } from './content-store.ts';

type CareerPage = {
  career_work_withs?: unknown[];
  values?: unknown[];
  teamMembers?: { orderId?: number }[];
  awards?: unknown[];
};

/** The /careers page's copy (spec §2 Careers); the team carousel in orderId order. */
export async function getCareerPage(db: Database, locale: Locale) {
  const page = await getSingleton<CareerPage>(db, 'careerPage', locale);
  if (!page) return null;
  return {
    ...page,
    career_work_withs: page.career_work_withs ?? [],
    values: page.values ?? [],
    teamMembers: sortByOrder(page.teamMembers, 'orderId'),
    awards: page.awards ?? [],
  };
}
