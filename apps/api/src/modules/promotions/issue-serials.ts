import { randomInt } from 'node:crypto';
import { GOLDEN_TICKET_LIMITS, SERIAL_ALPHABET } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { goldenSerials } from '#src/db/schema.ts';

/** Draws an index below n: the CSPRNG for real tickets, a seeded one for the demo data. */
export type PickIndex = (n: number) => number;

/**
 * One serial of SERIAL_ALPHABET. With crypto.randomInt a serial cannot be guessed from
 * others: 32^8 (about 10^12) serials against a few thousand printed, under the entry limit.
 */
export function newSerial(pick: PickIndex = randomInt): string {
  let serial = '';
  for (let i = 0; i < GOLDEN_TICKET_LIMITS.serialLength; i++)
    serial += SERIAL_ALPHABET[pick(SERIAL_ALPHABET.length)];
  return serial;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters at 2 a row. */
const BATCH = 1000;

/**
 * Issues `count` new serials for a run and returns them. Serials are unique across runs; a
 * collision (with an older serial or within the batch) is dropped by the insert and drawn again.
 */
export async function issueSerials(
  db: Orm,
  promotionId: number,
  count: number,
  pick: PickIndex = randomInt,
): Promise<string[]> {
  const issued: string[] = [];
  while (issued.length < count) {
    const want = Math.min(BATCH, count - issued.length);
    const batch = Array.from({ length: want }, () => ({ serial: newSerial(pick), promotionId }));
    const rows = await db
      .insert(goldenSerials)
      .values(batch)
      .onConflictDoNothing()
      .returning({ serial: goldenSerials.serial });
    issued.push(...rows.map((r) => r.serial));
  }
  return issued;
}
