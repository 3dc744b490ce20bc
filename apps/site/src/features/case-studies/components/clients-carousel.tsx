import { ClientLogosCarousel } from '#src/components/client-logos-carousel.tsx';
import type { ClientLogo } from '../types.ts';

/** The case studies page's clients slider, with the home slider's settings (spec §9). */
export function ClientsCarousel({ title, clients }: { title: string; clients: ClientLogo[] }) {
  if (clients.length === 0) return null;
  return (
    // Not a landmark itself: the carousel inside is the region, named by the same title.
    <div className="border-t border-ink-100 py-12">
      <h2 className="text-center text-2xl font-semibold text-ink-950">{title}</h2>
      <ClientLogosCarousel
        label={title}
        clients={clients}
        className="mx-auto mt-6 max-w-7xl px-4 pb-12"
      />
    </div>
  );
}
