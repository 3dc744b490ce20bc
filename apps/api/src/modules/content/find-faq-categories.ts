import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';
import type { FindFaqCategories } from './find-faq-categories.schema.ts';

/** FAQ categories by orderId with their questions as written, optionally only some ids. */
export async function findFaqCategories(db: Database, args: FindFaqCategories) {
  const ids = args.ids?.length ? args.ids : null;
  const categories = await listDocuments<{ faqs?: unknown[] }>(db, 'faqCategories', args.locale, {
    where: `$3::text[] IS NULL OR d.doc_id = ANY($3::text[])`,
    params: [ids],
  });
  return categories.map((c) => ({ ...c, faqs: c.faqs ?? [] }));
}
