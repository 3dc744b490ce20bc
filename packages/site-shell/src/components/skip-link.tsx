export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element on every page: jumps past the header to the main content. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-[60] focus:rounded focus:bg-brand-500 focus:px-4 focus:py-2 focus:font-semibold focus:text-ink-950"
    >
      {label}
    </a>
  );
}
