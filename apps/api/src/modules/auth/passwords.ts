import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended setting: 19 MiB of memory, 2 passes, 1 lane
 * (docs/decisions/029). The parameters travel in each hash string, so raising them later
 * still verifies the hashes made with these.
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A stored hash that is not argon2 (never written by this API) verifies nothing. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends what a real verification spends, for a user name with no account (or a disabled
 * one), so the answer's timing does not tell which names exist. The hash is of a random
 * password made once per process, so nothing verifies against it.
 */
export async function verifyWithoutAccount(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/**
 * A password for a new or reset account: 18 bytes of the CSPRNG (144 bits) as 24 URL-safe
 * characters, easy to paste and safe in any shell or form.
 */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
