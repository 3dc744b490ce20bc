import { SectionCarousel } from '@lumen/site-shell/components/section-carousel.tsx';
import { LANDING_CAROUSEL } from '#src/config/carousels.ts';
import type { ZiignaCombination } from '../api/get-ziigna-page.server.ts';
import { CombinationCard } from './combination-card.tsx';
import { CombinationPanels } from './combination-panels.tsx';

/**
 * The combinations as cards in the landing carousel (3, 2 under 1024 px, 1 under 480 px; spec
 * §9) and as expansion panels below them. An island (ziigna-page.tsx): the carousel's and
 * panels' script loads after the page's.
 */
export function Combinations({
  label,
  combinations,
}: {
  label: string | null;
  combinations: readonly ZiignaCombination[];
}) {
  if (combinations.length === 0) return null;
  return (
    <>
      <SectionCarousel label={label} steps={LANDING_CAROUSEL}>
        {combinations.map((combination, index) => (
          <CombinationCard key={combination.id} combination={combination} number={index + 1} />
        ))}
      </SectionCarousel>
      <CombinationPanels combinations={combinations} />
    </>
  );
}
