import type { Database } from '#src/db/client.ts';

/**
 * One golden ticket entry as one statement, one round trip and its own transaction (issue 11:
 * BEGIN, three statements and COMMIT were five round trips per entry). Drizzle cannot say a
 * chain of data-modifying CTEs, hence SQL here.
 *
 * - claimed: the serial, if it belongs to the run and is unused. The conditional UPDATE is the
 *   lock: of two entries of one serial, the second waits on the row, then finds used_at set
 *   (READ COMMITTED re-checks the WHERE on the latest row) and claims nothing.
 * - entry: stored only when the serial was claimed.
 * - won: only for a stored entry and when the caller says the instant-win window is open, the
 *   earliest unclaimed moment already due (ties by id). SKIP LOCKED: concurrent entries each
 *   take a different due moment instead of queueing on the first one, and none takes a
 *   moment another is claiming; a moment claimed by an entry that committed after this
 *   statement began fails the re-check of `entry_id IS NULL` and the next one is taken. The
 *   gate on `entry` keeps a refused entry from locking (so hiding) a moment a valid entry could
 *   win; `winning_moments.entry_id UNIQUE` keeps one entry to one moment.
 *
 * No row comes back when the serial was not claimed (unknown, another run's, or used): the
 * caller tells those apart. Prepared once per connection: the text never changes. $2 has no
 * cast on purpose: it takes the type of `serial` (char(8)), so the primary key finds the row;
 * as text it would compare as text and scan the table.
 */
const ENTER_GOLDEN_TICKET = `
WITH claimed AS (
  UPDATE golden_serials SET used_at = $6
   WHERE serial = $2 AND promotion_id = $1 AND used_at IS NULL
  RETURNING serial, promotion_id
), entry AS (
  INSERT INTO golden_entries
    (promotion_id, serial, first_name, last_name, email, marketing_consent_at, created_at)
  SELECT promotion_id, serial, $3::text, $4::text, $5::text, $6, $6 FROM claimed
  RETURNING id
), won AS (
  UPDATE winning_moments SET entry_id = (SELECT id FROM entry)
   WHERE entry_id IS NULL
     AND id = (
       SELECT id FROM winning_moments
        WHERE $7::boolean AND EXISTS (SELECT FROM entry)
          AND promotion_id = $1 AND entry_id IS NULL AND at <= $6
        ORDER BY at, id
        LIMIT 1
          FOR UPDATE SKIP LOCKED)
  RETURNING id
)
SELECT EXISTS (SELECT FROM won) AS won FROM entry`;

export type EnterGoldenTicketParams = {
  promotionId: number;
  serial: string;
  firstName: string;
  lastName: string;
  email: string;
  now: Date;
  /** Whether the run's instant-win window is open now: only then is a moment claimed. */
  canWin: boolean;
};

/**
 * Claims the serial, stores the entry and, when `canWin`, claims a due winning moment, all or
 * nothing. Answers undefined when the serial could not be claimed (nothing is written).
 */
export async function enterGoldenTicket(
  db: Database,
  e: EnterGoldenTicketParams,
): Promise<{ won: boolean } | undefined> {
  const [row] = await db.query<{ won: boolean }>(
    ENTER_GOLDEN_TICKET,
    [e.promotionId, e.serial, e.firstName, e.lastName, e.email, e.now.toISOString(), e.canWin],
    { prepare: true },
  );
  return row;
}
