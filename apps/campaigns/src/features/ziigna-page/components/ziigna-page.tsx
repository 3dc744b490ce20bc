import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { PageHero } from '@lumen/site-shell/components/page-hero.tsx';
import { lazyIsland } from '@lumen/site-shell/lib/lazy-island.tsx';
import { Image } from '@lumen/ui-kit/image';
import { MediaSection } from '#src/components/media-section.tsx';
import type { ZiignaPageContent } from '../api/get-ziigna-page.server.ts';
import { ContactCard } from './contact-card.tsx';
import { CtaLink } from './cta-link.tsx';

// The carousel and the panels: an island, so their script loads after the page's.
const Combinations = lazyIsland(() => import('./combinations.tsx').then((m) => m.Combinations));

const H2 = 'text-2xl font-bold text-ink-950 md:text-3xl';

/**
 * /ziigna-linear-lighting (campaigns spec §2.6): banner, tailor section, the combinations as
 * cards and as panels with the department badges, feature icons, the explore section with its
 * contact card, alternating content blocks and the bottom banner. A list the content leaves
 * empty leaves its section out.
 */
export function ZiignaPage({ page }: { page: ZiignaPageContent }) {
  return (
    <>
      <PageHero
        title={page.bannerTitle}
        image={page.bannerImage}
        mobileImage={page.mobileBannerImage}
        alternativeText={page.bannerAlternativeText}
      />
      <MediaSection title={page.tailorTitle} picture={page.tailorImage}>
        <Markdown source={page.tailorDescription} className="mt-4" />
        <CtaLink href={page.tailorCTALink} text={page.tailorCTA} />
      </MediaSection>
      {/* Not a named region: its carousel is the one named by this heading (landmark-unique). */}
      <section className="bg-ink-50 py-12">
        <div className="mx-auto max-w-7xl px-4">
          <h2 className={H2}>{page.linearLightingTitle}</h2>
          <Markdown source={page.linearLightingDescription} className="mt-4 max-w-3xl" />
          {page.departments.length ? (
            // Badges, not the ui-kit Chip: that brings class merging into the first script.
            <ul className="mt-6 flex flex-wrap gap-2">
              {page.departments.map((department) => (
                <li
                  key={department.id}
                  className="rounded-full border border-brand-600 bg-white px-4 py-1 text-sm font-semibold text-ink-900"
                >
                  {department.label}
                </li>
              ))}
            </ul>
          ) : null}
          <Combinations label={page.linearLightingTitle} combinations={page.combinations} />
        </div>
      </section>
      {page.features.length ? (
        <section aria-labelledby="ziigna-features" className="py-12">
          <div className="mx-auto max-w-7xl px-4">
            <h2 id="ziigna-features" className={H2}>
              {page.featuresTitle}
            </h2>
            <ul className="mt-8 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6">
              {page.features.map((feature) => (
                <li key={feature.id} className="flex flex-col items-center text-center">
                  <Image
                    src={feature.icon}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className="size-16"
                  />
                  <span className="mt-3 font-semibold text-ink-950">{feature.title}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <section aria-labelledby="ziigna-explore" className="bg-ink-50 py-12">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 md:grid-cols-2">
          <div>
            <h2 id="ziigna-explore" className={H2}>
              {page.exploreTitle}
            </h2>
            {page.exploreSubTitle ? (
              <p className="mt-4 text-lg text-ink-800">{page.exploreSubTitle}</p>
            ) : null}
            <CtaLink href={page.goToBuilderCTALink} text={page.goToBuilderCTA} />
          </div>
          <ContactCard contact={page} />
        </div>
      </section>
      {page.contents.map((content, index) => (
        <MediaSection
          key={content.id}
          title={content.title}
          picture={content.image}
          isReversed={index % 2 === 1}
        >
          <Markdown source={content.description} className="mt-4" />
          <CtaLink href={content.ctaLink} text={content.ctaText} variant="secondary" />
        </MediaSection>
      ))}
      {page.bottomBannerTitle ? (
        <section className="relative isolate overflow-hidden bg-ink-950 text-white">
          <Image
            src={page.bottomBannerImage}
            alt=""
            width={1440}
            height={450}
            loading="lazy"
            className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40"
          />
          <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
            <h2 className="max-w-3xl text-2xl font-bold md:text-4xl">{page.bottomBannerTitle}</h2>
          </div>
        </section>
      ) : null}
    </>
  );
}
