import { randomInt } from 'node:crypto';
import { SERIAL_ALPHABET } from '@lumen/validation';

/** Symbols after the day: 32^6, about a billion references a day against a handful of quotes. */
const CODE_LENGTH = 6;

/**
 * A quote's reference (`documentId`, QUOTE_DOCUMENT_ID_PATTERN): ZQ, the UTC day and six
 * symbols of the golden ticket serials' alphabet (no O/0, I/1), drawn with the CSPRNG, so
 * a reference can be read out on the phone and reveals neither volume nor sequence.
 */
export function newDocumentId(now: Date, pick: (n: number) => number = (n) => randomInt(n)) {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += SERIAL_ALPHABET[pick(SERIAL_ALPHABET.length)];
  return `ZQ-${day}-${code}`;
}
