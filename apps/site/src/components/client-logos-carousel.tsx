import { Carousel } from '@lumen/ui-kit/carousel';
import { Image } from '@lumen/ui-kit/image';
import { CLIENTS_SLIDER } from '@lumen/site-shell/config/site.ts';
import { carouselLabels } from '@lumen/site-shell/lib/carousel-labels.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { AppLink } from '@lumen/site-shell/components/app-link.tsx';

export type ClientLogoData = {
  id: string;
  orderId: number;
  name: string;
  logo?: string | null;
  alternativeText?: string | null;
  url?: string | null;
};

/**
 * The client logos slider of the home and case studies pages (spec §9: 6 per view, 4 under
 * 1024, 3 under 767, 2 under 480, speed 2000), in orderId order. The carousel is the region,
 * named `label` (the section's heading).
 */
export function ClientLogosCarousel({
  label,
  clients,
  className,
}: {
  label: string;
  clients: readonly ClientLogoData[];
  className?: string;
}) {
  const t = useTranslator();
  const ordered = [...clients].sort((a, b) => a.orderId - b.orderId);
  return (
    <Carousel
      label={label}
      labels={carouselLabels(t)}
      perView={CLIENTS_SLIDER.perView}
      breakpoints={CLIENTS_SLIDER.breakpoints}
      autoplayInterval={CLIENTS_SLIDER.intervalMs}
      isLooping
      // The pause button below the logos.
      className={className}
      controlClassName="shadow-none"
    >
      {ordered.map((client) => {
        const logo = (
          <Image
            src={client.logo}
            alt={client.alternativeText || client.name}
            width={320}
            height={160}
            loading="lazy"
            className="mx-auto h-20 w-auto object-contain"
          />
        );
        return client.url ? (
          <AppLink
            key={client.id}
            href={client.url}
            isExternal
            className="focus-ring block rounded"
          >
            {logo}
          </AppLink>
        ) : (
          <div key={client.id}>{logo}</div>
        );
      })}
    </Carousel>
  );
}
