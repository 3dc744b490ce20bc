import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { VISITOR_TOUR_ORIGIN } from '@lumen/site-shell/config/site.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';

/**
 * The embedded panorama tour. Only the tour host may be framed (the page's CSP says so), so
 * an address elsewhere is offered as a link that opens in a new tab.
 */
export function VisitorTour({ src, title }: { src: string | null; title: string }) {
  const t = useTranslator();
  if (!src) return null;
  let isFramable = false;
  try {
    isFramable = new URL(src).origin === VISITOR_TOUR_ORIGIN;
  } catch {
    return null;
  }
  if (!isFramable)
    return (
      <AppLink href={src} isExternal className="focus-ring rounded font-semibold underline">
        {t('visit.tour')}
      </AppLink>
    );
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      allow="fullscreen; gyroscope; accelerometer"
      className="aspect-video w-full rounded-lg border border-ink-100 bg-ink-100"
    />
  );
}
