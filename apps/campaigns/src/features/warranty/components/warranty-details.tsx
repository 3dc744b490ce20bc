import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { LandingFaq } from '#src/components/landing-faq.tsx';
import type { WarrantyPageData } from '../api/get-warranty-page.server.ts';
import { featureCardsOf } from '../utils/feature-cards.ts';
import { FeatureCard } from './feature-card.tsx';

/**
 * The page below the app section: how to claim, the mission and its feature cards, the
 * questions and the footnote. An island (warranty-page.tsx): its script loads after the page's.
 */
export function WarrantyDetails({ page }: { page: WarrantyPageData }) {
  const features = featureCardsOf(page);
  return (
    <>
      {page.howToClaimText ? (
        <section aria-labelledby="warranty-claim" className="mx-auto max-w-5xl px-4 py-12">
          <h2 id="warranty-claim" className="text-2xl font-bold text-ink-950 md:text-3xl">
            {page.howToClaimTitle}
          </h2>
          <Markdown source={page.howToClaimText} className="mt-4" />
        </section>
      ) : null}
      <section aria-labelledby="warranty-mission" className="bg-ink-50 py-12">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="warranty-mission" className="text-2xl font-bold text-ink-950 md:text-3xl">
            {page.missionTitle}
          </h2>
          {page.missionText ? (
            <p className="mt-4 max-w-3xl text-ink-800">{page.missionText}</p>
          ) : null}
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {features.map((feature) => (
              <FeatureCard
                key={feature.title}
                title={feature.title}
                description={feature.description}
                readMoreText={page.readMoreText ?? ''}
                readLessText={page.readLessText ?? ''}
              />
            ))}
          </ul>
        </div>
      </section>
      <LandingFaq title={page.faqTitle} faqs={page.faqs} />
      {page.asteriskText ? (
        <p className="mx-auto max-w-5xl px-4 pb-12 text-sm text-ink-700">{page.asteriskText}</p>
      ) : null}
    </>
  );
}
