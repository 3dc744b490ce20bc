import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

type Value = { ziigna_sub_params?: string[] };

/**
 * The builder's parameters by orderId (campaigns spec §3 Builder parameter), their values as
 * the en-GB file orders them. Each value names the sub-parameters it opens by id; the page
 * reads those from ziignaSubParams once, rather than once per value that opens them.
 */
export async function findZiignaParams(db: Database, locale: Locale) {
  const params = await listDocuments<{ values?: Value[] }>(db, 'ziignaParams', locale);
  return params.map((p) => ({
    ...p,
    values: (p.values ?? []).map((v) => ({ ...v, ziigna_sub_params: v.ziigna_sub_params ?? [] })),
  }));
}
