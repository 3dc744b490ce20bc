import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { getSingleton, sortByOrder } from './content-store.ts';

type Ordered = { id: string; orderId?: number };
type ZiignaHeader = {
  departments?: Ordered[];
  combinations?: Ordered[];
  features?: Ordered[];
  contents?: Ordered[];
};

/**
 * /ziigna-linear-lighting (campaigns spec §2.6; §7 ziignaHeader). Spec §3 sorts the page's
 * sub-lists by orderId, so editors may write them in any order.
 */
export async function getZiignaHeader(db: Database, locale: Locale) {
  const page = await getSingleton<ZiignaHeader>(db, 'ziignaHeader', locale);
  if (!page) return null;
  return {
    ...page,
    departments: sortByOrder(page.departments, 'orderId'),
    combinations: sortByOrder(page.combinations, 'orderId'),
    features: sortByOrder(page.features, 'orderId'),
    contents: sortByOrder(page.contents, 'orderId'),
  };
}
