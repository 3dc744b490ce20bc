import { VisuallyHidden } from '@lumen/ui-kit/visually-hidden';
import { AppLink } from '#src/components/app-link.tsx';
import { paths } from '#src/config/paths.ts';
import { SITE_NAME } from '#src/config/site.ts';

/** The wordmark, linking home. Inline SVG: no request, crisp at any size. */
export function Logo({ homeLabel }: { homeLabel: string }) {
  return (
    // Home is the site's page: from the campaigns app this is a document load.
    <AppLink
      href={paths.home.getHref()}
      prefetch="none"
      className="focus-ring inline-flex shrink-0 items-center gap-2 rounded font-semibold tracking-wide"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-7 text-brand-500"
        fill="currentColor"
      >
        <path d="M12 2a7 7 0 0 0-4 12.74V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.26A7 7 0 0 0 12 2Zm-3 18h6v1a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-1Z" />
      </svg>
      <span className="text-xl uppercase">{SITE_NAME}</span>
      <VisuallyHidden>{homeLabel}</VisuallyHidden>
    </AppLink>
  );
}
