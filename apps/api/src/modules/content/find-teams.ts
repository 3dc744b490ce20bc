import type { Database } from '#src/db/client.ts';
import { BY_ORDER_ID, localeParams, mergedDocuments, type ContentDoc } from './content-store.ts';
import type { FindTeams } from './find-teams.schema.ts';

/**
 * Teams by orderId, each with its members by orderId and each member's region resolved, in
 * one statement; `id` narrows to one team (the spec's team by id).
 */
export async function findTeams(db: Database, args: FindTeams) {
  const rows = await db.query<{ doc: ContentDoc }>(
    `WITH regions AS (${mergedDocuments('teamRegions')}),
          members AS (${mergedDocuments('teamMembers')})
     SELECT d.data || jsonb_build_object('id', d.doc_id, 'members', (
              SELECT coalesce(jsonb_agg(m.data || jsonb_build_object('id', m.doc_id, 'region', (
                       SELECT r.data || jsonb_build_object('id', r.doc_id)
                       FROM regions r WHERE r.doc_id = m.data ->> 'region'))
                     ORDER BY (m.data ->> 'orderId')::int, m.doc_id), '[]'::jsonb)
              FROM members m WHERE m.data ->> 'team' = d.doc_id)) AS doc
     FROM (${mergedDocuments('teams')}) d
     WHERE $3::text IS NULL OR d.doc_id = $3::text
     ORDER BY ${BY_ORDER_ID}`,
    [...localeParams(args.locale), args.id ?? null],
  );
  return rows.map((r) => r.doc);
}
