import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton, sortByOrder } from './content-store.ts';

type LightingDesignNew = {
  whyChooseItems?: unknown[];
  whatHappensSteps?: unknown[];
  teams?: { orderId?: number }[];
  faqs?: unknown[];
};

/**
 * /lighting-design (campaigns spec §2.7, §7 lightingDesignNew). The design team carries an
 * orderId in the spec (§3), so the carousel is sorted by it; the other lists are as written.
 */
export async function getLightingDesignNew(db: Database, locale: Locale) {
  const page = await getSingleton<LightingDesignNew>(db, 'lightingDesignNew', locale);
  if (!page) return null;
  return {
    ...page,
    whyChooseItems: page.whyChooseItems ?? [],
    whatHappensSteps: page.whatHappensSteps ?? [],
    teams: sortByOrder(page.teams, 'orderId'),
    faqs: page.faqs ?? [],
  };
}
