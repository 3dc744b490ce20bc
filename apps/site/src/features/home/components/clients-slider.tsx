import { ClientLogosCarousel } from '#src/components/client-logos-carousel.tsx';
import type { ClientLogo } from '../types.ts';
import { SectionHeading } from './section-heading.tsx';

/** Client logos (spec §9: 6 per view, 4 under 1024, 3 under 767, 2 under 480, speed 2000). */
export function ClientsSlider({ title, clients }: { title: string; clients: ClientLogo[] }) {
  if (clients.length === 0) return null;
  return (
    // Not a landmark itself: the carousel inside is the region, named by the same title.
    <div data-home-section="clients" className="mx-auto max-w-7xl px-4 py-14">
      <SectionHeading id="home-clients" className="text-center">
        {title}
      </SectionHeading>
      <ClientLogosCarousel label={title} clients={clients} className="mt-8 pb-12" />
    </div>
  );
}
