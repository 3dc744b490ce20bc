import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton } from './content-store.ts';

type MarketingCollateral = { items?: unknown[] };

/** The marketing collateral page: its downloads in the editor's order. */
export async function getMarketingCollateral(db: Database, locale: Locale) {
  const page = await getSingleton<MarketingCollateral>(db, 'marketingCollateral', locale);
  if (!page) return null;
  return { ...page, items: page.items ?? [] };
}
