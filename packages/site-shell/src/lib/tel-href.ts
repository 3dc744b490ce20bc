/**
 * A phone number as written for people (`+44 (0)161 496 0742`, `1300 975 707`) as a tel: link:
 * digits and a leading + only, without the `(0)` that is dialled only from inside the country.
 */
export function telHref(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\(0\)/g, '').replace(/[^\d+]/g, '');
  return `tel:${digits}`;
}
