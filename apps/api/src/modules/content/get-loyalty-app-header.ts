import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

type LoyaltyAppHeader = {
  toolkits?: unknown[];
  qualityThinkingItems?: unknown[];
  testimonials?: unknown[];
  faqs?: unknown[];
  terms?: unknown[];
};

/**
 * The loyalty app landing page (campaigns spec §2.7). Its lists keep the editor's order: the
 * carousels, accordions and slider show them as written.
 */
export async function getLoyaltyAppHeader(db: Database, locale: Locale) {
  const page = await getSingleton<LoyaltyAppHeader>(db, 'loyaltyAppHeader', locale);
  if (!page) return null;
  return {
    ...page,
    toolkits: page.toolkits ?? [],
    qualityThinkingItems: page.qualityThinkingItems ?? [],
    testimonials: page.testimonials ?? [],
    faqs: page.faqs ?? [],
    terms: page.terms ?? [],
  };
}
