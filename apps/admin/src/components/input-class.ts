/** The staff and account screens' text fields and selects: 44 px high, red border when refused. */
export const INPUT =
  'focus-ring h-11 w-full rounded-md border border-ink-300 bg-white px-3 text-base text-ink-900 ' +
  'aria-invalid:border-danger-600';
