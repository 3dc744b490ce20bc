import { sql } from 'drizzle-orm';
import type { Orm } from '#src/db/client.ts';

/**
 * Stores a frozen draw pool in one statement with one parameter, whatever its size: 100,000
 * serials as rows would pass Postgres's 65,535 parameters, and Drizzle has no way to say
 * `unnest` of one array. Serials are `[A-Z0-9]{8}`, so a comma never occurs in one.
 */
export async function insertDrawPool(
  tx: Pick<Orm, 'execute'>,
  drawId: number,
  serials: readonly string[],
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO golden_draw_pool_entries (draw_id, serial)
        SELECT ${drawId}::bigint, s FROM unnest(string_to_array(${serials.join(',')}::text, ',')) AS s`,
  );
}
