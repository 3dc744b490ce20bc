import { Carousel } from '@lumen/ui-kit/carousel';
import { Image } from '@lumen/ui-kit/image';
import { AppLink } from '#src/components/app-link.tsx';
import { CLIENTS_SLIDER } from '#src/config/site.ts';
import { carouselLabels } from '#src/lib/carousel-labels.ts';
import { useTranslator } from '#src/lib/i18n.tsx';
import type { ClientLogo } from '../types.ts';
import { SectionHeading } from './section-heading.tsx';

/** Client logos (spec §9: 6 per view, 4 under 1024, 3 under 767, 2 under 480, speed 2000). */
export function ClientsSlider({ title, clients }: { title: string; clients: ClientLogo[] }) {
  const t = useTranslator();
  if (clients.length === 0) return null;
  const ordered = [...clients].sort((a, b) => a.orderId - b.orderId);
  return (
    // Not a landmark itself: the carousel inside is the region, named by the same title.
    <div data-home-section="clients" className="mx-auto max-w-7xl px-4 py-14">
      <SectionHeading id="home-clients" className="text-center">
        {title}
      </SectionHeading>
      <Carousel
        label={title}
        labels={carouselLabels(t)}
        perView={CLIENTS_SLIDER.perView}
        breakpoints={CLIENTS_SLIDER.breakpoints}
        autoplayInterval={CLIENTS_SLIDER.intervalMs}
        isLooping
        // The pause button below the logos.
        className="mt-8 pb-12"
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
    </div>
  );
}
