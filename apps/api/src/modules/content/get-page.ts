import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';
import type { GetPage } from './get-page.schema.ts';

type Zone = { component: string } & Record<string, unknown>;

/**
 * A generic page by id with its page-zone components in order (spec §7: "the page-zone
 * components of page id 2"); null when there is none.
 */
export async function getPage(db: Database, { locale, id }: GetPage) {
  const [page] = await listDocuments<{ pageZone?: Zone[] }>(db, 'pages', locale, {
    narrow: 'doc_id = $3',
    params: [id],
  });
  if (!page) return null;
  return { ...page, pageZone: page.pageZone ?? [] };
}
