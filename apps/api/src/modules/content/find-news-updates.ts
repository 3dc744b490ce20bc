import type { Database } from '#src/db/client.ts';
import { localeParams, mergedDocuments, type ContentDoc } from './content-store.ts';
import type { FindNewsUpdates } from './find-news-updates.schema.ts';
import { newsFilterSql } from './news-filter.ts';

const ORDER = {
  DATE_DESC: `d.data ->> 'date' DESC, d.data ->> 'published_at' DESC, d.doc_id`,
  DATE_ASC: `d.data ->> 'date' ASC, d.data ->> 'published_at' ASC, d.doc_id`,
} as const;

/**
 * News items in one statement: merge the locale over en-GB, filter, sort, page, and join
 * each item's category (merged in the same locale) as news_category {newsType, displayName}.
 */
export async function findNewsUpdates(db: Database, args: FindNewsUpdates) {
  const filter = newsFilterSql(args);
  const n = filter.next;
  const rows = await db.query<{ doc: ContentDoc }>(
    `WITH categories AS (${mergedDocuments('newsCategories')})
     SELECT d.data || jsonb_build_object(
              'id', d.doc_id,
              'news_category', (SELECT c.data || jsonb_build_object('newsType', c.doc_id)
                                FROM categories c WHERE c.doc_id = d.data ->> 'news_category')) AS doc
     ${filter.sql}
     ORDER BY ${ORDER[args.sort]}
     OFFSET $${n} LIMIT $${n + 1}`,
    [...localeParams(args.locale), ...filter.params, args.start, args.limit],
  );
  return rows.map(({ doc }) => ({
    ...doc,
    sustainabilityArticle: doc.sustainabilityArticle === true,
    publish_in_country: publishFlags(doc.publish_in_country),
  }));
}

function publishFlags(value: unknown) {
  const flags = (value ?? {}) as Record<string, unknown>;
  return {
    uk: flags.uk === true,
    france: flags.france === true,
    newzealand: flags.newzealand === true,
    ireland: flags.ireland === true,
    australia: flags.australia === true,
  };
}
