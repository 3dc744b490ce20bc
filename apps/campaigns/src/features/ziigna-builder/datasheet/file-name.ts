/*
 * The datasheet's file name (spec §9): a prefix, a 6-digit random number and a timestamp, e.g.
 * "Ziigna-Datasheet-048213-20261125-180412.pdf". The number keeps two sheets made in the same
 * second apart; it is not a secret, so Math.random would do, but crypto is there in every
 * browser and in Node and reads no worse.
 */
const PREFIX = 'Ziigna-Datasheet';

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function randomSixDigits(): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return pad(value % 1_000_000, 6);
}

/** The timestamp is the visitor's local time: it is the time they see on their clock. */
export function datasheetFileName(
  now: Date = new Date(),
  digits: string = randomSixDigits(),
): string {
  const date = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `${PREFIX}-${digits}-${date}-${time}.pdf`;
}

/** True for a name `datasheetFileName` makes: the quote form checks what it attaches. */
export function isDatasheetFileName(name: string): boolean {
  return /^Ziigna-Datasheet-\d{6}-\d{8}-\d{6}\.pdf$/.test(name);
}
