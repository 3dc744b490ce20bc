import type { Database } from '#src/db/client.ts';
import { listDocuments, storedIn } from './content-store.ts';
import type { FindZiignaSubParams } from './find-ziigna-sub-params.schema.ts';

/**
 * The builder's sub-parameters by orderId. A title is matched in the requested locale or in
 * en-GB, so `title: "Output"` finds the output step in French too, where it reads otherwise.
 */
export function findZiignaSubParams(db: Database, args: FindZiignaSubParams) {
  return listDocuments(db, 'ziignaSubParams', args.locale, {
    narrow:
      args.title === undefined
        ? undefined
        : storedIn('ziignaSubParams', `lower(data ->> 'title') = lower($3::text)`),
    params: args.title === undefined ? [] : [args.title],
  });
}
