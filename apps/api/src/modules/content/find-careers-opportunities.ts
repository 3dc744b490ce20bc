import type { Database } from '#src/db/client.ts';
import type { Collection } from './collections.ts';
import {
  BY_ORDER_ID,
  localeParams,
  mergedDocuments,
  storedIn,
  type ContentDoc,
} from './content-store.ts';
import type { FindCareersOpportunities } from './find-careers-opportunities.schema.ts';

/** The items of `collection` (a CTE named `cte`) whose ids the vacancy lists in `field`. */
function related(cte: string, field: string) {
  return `(SELECT coalesce(jsonb_agg(x.data || jsonb_build_object('id', x.doc_id)
                                     ORDER BY (x.data ->> 'orderId')::int, x.doc_id), '[]'::jsonb)
           FROM ${cte} x WHERE coalesce(d.data -> '${field}', '[]'::jsonb) ? x.doc_id)`;
}

const RELATIONS: [cte: string, collection: Collection, field: string][] = [
  ['types', 'careerTypes', 'career_types'],
  ['locations', 'careerLocations', 'career_locations'],
  ['departments', 'careersDepartments', 'careers_departments'],
];

/**
 * Vacancies by orderId, with their types, locations and departments resolved in the same
 * locale, in one statement. `location` is a location's orderId: a Worldwide location shows
 * every vacancy, an unknown one none.
 */
export async function findCareersOpportunities(db: Database, args: FindCareersOpportunities) {
  const rows = await db.query<{ doc: ContentDoc }>(
    `WITH ${RELATIONS.map(([cte, collection]) => `${cte} AS (${mergedDocuments(collection)})`).join(', ')}
     SELECT d.data || jsonb_build_object('id', d.doc_id,
              ${RELATIONS.map(([cte, , field]) => `'${field}', ${related(cte, field)}`).join(', ')}) AS doc
     FROM (${mergedDocuments('careersOpportunities', `$4::text IS NULL OR ${storedIn('careersOpportunities', `data ->> 'pageSlug' = $4::text`)}`)}) d
     WHERE $3::int IS NULL OR EXISTS (
       SELECT 1 FROM locations l
       WHERE (l.data ->> 'orderId')::int = $3::int
         AND (l.data @> '{"worldwide": true}' OR coalesce(d.data -> 'career_locations', '[]'::jsonb) ? l.doc_id))
     ORDER BY ${BY_ORDER_ID}
     OFFSET $5 LIMIT $6`,
    [
      ...localeParams(args.locale),
      args.location ?? null,
      args.slug ?? null,
      args.start,
      args.limit,
    ],
  );
  return rows.map(({ doc }) => ({
    ...doc,
    career_locations: ((doc.career_locations ?? []) as { worldwide?: boolean }[]).map((l) => ({
      ...l,
      worldwide: l.worldwide === true,
    })),
  }));
}
