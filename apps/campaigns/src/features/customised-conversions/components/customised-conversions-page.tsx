import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { PageHero } from '@lumen/site-shell/components/page-hero.tsx';
import { lazyIsland } from '@lumen/site-shell/lib/lazy-island.tsx';
import { telHref } from '@lumen/site-shell/lib/tel-href.ts';
import { Image } from '@lumen/ui-kit/image';
import { LandingVideo } from '#src/components/landing-video.tsx';
import { MediaSection } from '#src/components/media-section.tsx';
import type { CustomisedConversionsData } from '../api/get-customised-conversions.server.ts';

// Below the fold, with the carousel: its script loads after the page's.
const ConversionCaseStudies = lazyIsland(() =>
  import('./conversion-case-studies.tsx').then((m) => m.ConversionCaseStudies),
);

type Card = {
  image?: string | null;
  icon?: string | null;
  title: string;
  description: string | null;
};

/** A section of cards with a picture (conversion options, retrofits) or an icon (features). */
function CardGrid({
  title,
  cards,
  isMuted,
}: {
  title: string | null;
  cards: readonly Card[];
  isMuted?: boolean;
}) {
  if (cards.length === 0) return null;
  return (
    <section className={isMuted ? 'bg-ink-50 py-12' : 'py-12'}>
      <div className="mx-auto max-w-7xl px-4">
        <h2 className="text-2xl font-bold text-ink-950 md:text-3xl">{title}</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <li
              key={card.title}
              className="overflow-hidden rounded-lg border border-ink-200 bg-white"
            >
              {card.image ? (
                <Image
                  src={card.image}
                  alt=""
                  width={480}
                  height={320}
                  loading="lazy"
                  className="aspect-[3/2] w-full object-cover"
                />
              ) : null}
              <div className="p-6">
                {card.icon ? (
                  <Image
                    src={card.icon}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="mb-4 size-12"
                  />
                ) : null}
                <h3 className="text-lg font-semibold text-ink-950">{card.title}</h3>
                {card.description ? <p className="mt-2 text-ink-800">{card.description}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The customised conversions page (campaigns spec §2.7). */
export function CustomisedConversionsPage({ page, caseStudies }: CustomisedConversionsData) {
  return (
    <>
      <PageHero
        title={page.bannerTitle}
        description={page.bannerDescription}
        image={page.bannerImage}
        mobileImage={page.mobileBannerImage}
        alternativeText={page.bannerAlternativeText}
      />
      <MediaSection
        title={page.departmentTitle}
        media={
          <LandingVideo
            title={page.departmentTitle ?? page.bannerTitle}
            buttonText={page.videoButtonText}
            video={page.video}
            thumbnail={page.videoThumbnail}
          />
        }
      >
        <Markdown source={page.departmentText} className="mt-4" />
      </MediaSection>
      <CardGrid title={page.featuresTitle} cards={page.features} isMuted />
      {page.testimonial ? (
        <figure className="mx-auto max-w-4xl px-4 py-12 text-center">
          <blockquote className="text-xl text-ink-900 md:text-2xl">“{page.testimonial}”</blockquote>
          {page.testimonialAuthor ? (
            <figcaption className="mt-4 font-semibold text-ink-800">
              {page.testimonialAuthor}
            </figcaption>
          ) : null}
        </figure>
      ) : null}
      <CardGrid title={page.conversionOptionsTitle} cards={page.conversionOptions} isMuted />
      <CardGrid title={page.retrofitTitle} cards={page.retrofitCards} />
      {page.cutToLengthText ? (
        <MediaSection title={page.cutToLengthTitle} picture={page.cutToLengthImage} isMuted>
          <Markdown source={page.cutToLengthText} className="mt-4" />
        </MediaSection>
      ) : null}
      <ConversionCaseStudies
        title={page.caseStudiesTitle}
        readMore={page.caseStudyReadMore}
        caseStudies={caseStudies}
      />
      <section className="mx-auto max-w-4xl px-4 py-12 text-center">
        <h2 className="text-2xl font-bold text-ink-950 md:text-3xl">{page.contactTitle}</h2>
        {page.contactText ? <p className="mt-4 text-ink-800">{page.contactText}</p> : null}
        <p className="mt-6 flex flex-col items-center gap-2 text-lg md:flex-row md:justify-center md:gap-8">
          {page.phoneNumber ? (
            <a
              href={telHref(page.phoneNumber)}
              className="focus-ring rounded font-semibold text-brand-700 underline"
            >
              {page.phoneLabel ? `${page.phoneLabel}: ` : ''}
              {page.phoneNumber}
            </a>
          ) : null}
          {page.email ? (
            <a
              href={`mailto:${page.email}`}
              className="focus-ring rounded font-semibold text-brand-700 underline"
            >
              {page.email}
            </a>
          ) : null}
        </p>
      </section>
    </>
  );
}
