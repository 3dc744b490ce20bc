import type { Database } from '#src/db/client.ts';
import {
  BY_ORDER_ID,
  localeParams,
  mergedDocuments,
  storedIn,
  type ContentDoc,
} from './content-store.ts';
import type { FindCatalogues } from './find-catalogues.schema.ts';
import { flipbookPageTemplate } from './seed/artwork-plan.ts';

/**
 * Catalogues, newest year first and by orderId within a year, with `year` resolved to its
 * catalogue year's text and the page-image template of those read as a flipbook.
 */
export async function findCatalogues(db: Database, args: FindCatalogues) {
  const rows = await db.query<{ doc: ContentDoc }>(
    `WITH years AS (${mergedDocuments('catalogueYears')})
     SELECT d.data || jsonb_build_object('id', d.doc_id, 'year', y.data ->> 'year') AS doc
     FROM (${mergedDocuments('catalogues', `$3::text IS NULL OR ${storedIn('catalogues', `data ->> 'pageSlug' = $3::text`)}`)}) d
     JOIN years y ON y.doc_id = d.data ->> 'year'
     WHERE ($4::text IS NULL OR y.data ->> 'year' = $4::text)
     ORDER BY y.data ->> 'year' DESC, ${BY_ORDER_ID}
     OFFSET $5 LIMIT $6`,
    [...localeParams(args.locale), args.slug ?? null, args.year ?? null, args.start, args.limit],
  );
  return rows.map(({ doc }) => withPages('catalogue', doc));
}

/** A flipbook's page template, or null for a catalogue shown in its own frame. */
export function withPages<T extends ContentDoc>(kind: 'catalogue' | 'brochure', doc: T) {
  const pageCount = typeof doc.pageCount === 'number' ? doc.pageCount : null;
  return {
    ...doc,
    pageCount,
    iframeUrl: typeof doc.iframeUrl === 'string' ? doc.iframeUrl : null,
    pageImageTemplate:
      pageCount !== null && typeof doc.pageSlug === 'string'
        ? flipbookPageTemplate(kind, doc.pageSlug)
        : null,
  };
}
