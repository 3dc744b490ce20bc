import type { Database } from '#src/db/client.ts';

/**
 * One golden ticket entry as one statement, one round trip and its own transaction (issue 11:
 * BEGIN, three statements and COMMIT were five round trips per entry); only an entry that finds
 * a winning moment due makes a second trip, the claim. Drizzle cannot say a chain of
 * data-modifying CTEs, hence SQL here.
 *
 * - claimed: the serial, if it belongs to the run and is unused. The conditional UPDATE is the
 *   lock: of two entries of one serial, the second waits on the row, then finds used_at set
 *   (READ COMMITTED re-checks the WHERE on the latest row) and claims nothing.
 * - entry: stored only when the serial was claimed.
 * - due: only for a stored entry and when the caller says the instant-win window is open,
 *   whether a moment is due and unclaimed. The statement claims none: a moment goes with the
 *   prize terms (caps per entrant and per run, prize-terms.ts), which need the awards made
 *   before the claim, so the claim runs after the run's award lock, in its own transaction.
 *   Most entries find no moment due and stay at this one round trip.
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
)
SELECT id,
       $7::boolean AND EXISTS (
         SELECT FROM winning_moments
          WHERE promotion_id = $1 AND entry_id IS NULL AND at <= $6) AS due
  FROM entry`;

export type EnterGoldenTicketParams = {
  promotionId: number;
  serial: string;
  firstName: string;
  lastName: string;
  email: string;
  now: Date;
  /** Whether the run's instant-win window is open now: only then can a moment be due. */
  canWin: boolean;
};

/**
 * Claims the serial and stores the entry, all or nothing, and says whether, with `canWin`, a
 * winning moment is due. Answers undefined when the serial could not be claimed (nothing is
 * written).
 */
export async function enterGoldenTicket(
  db: Database,
  e: EnterGoldenTicketParams,
): Promise<{ id: number; due: boolean } | undefined> {
  const [row] = await db.query<{ id: string | number; due: boolean }>(
    ENTER_GOLDEN_TICKET,
    [e.promotionId, e.serial, e.firstName, e.lastName, e.email, e.now.toISOString(), e.canWin],
    { prepare: true },
  );
  // bigint ids come back as strings from node-postgres.
  return row && { id: Number(row.id), due: row.due };
}
