import type { ResultOf } from '@lumen/content-client/graphql';
import type { SustainabilityQuery } from '@lumen/content-client/operations/sustainability';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Carousel } from '@lumen/ui-kit/carousel';
import { Image } from '@lumen/ui-kit/image';
import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { PageHero } from '@lumen/site-shell/components/page-hero.tsx';
import { ImageCard } from '#src/components/image-card.tsx';
import { NewsCard, type NewsCardData } from '#src/components/news-card.tsx';
import { SectionCarousel } from '@lumen/site-shell/components/section-carousel.tsx';
import { carouselLabels } from '@lumen/site-shell/lib/carousel-labels.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import {
  ARTICLE_SLIDER,
  CERTIFICATION_SLIDER,
  hasReportButton,
  PILLAR_SLIDER,
} from '../utils/slider-steps.ts';
import { CarbonNeutralTabs } from './carbon-neutral-tabs.tsx';
import { CarbonNeutralVideo } from './carbon-neutral-video.tsx';

/** The page's content; its articles already made into news cards on the server. */
export type SustainabilityContent = Omit<ResultOf<typeof SustainabilityQuery>, 'newsUpdates'> & {
  newsUpdates: NewsCardData[];
};

const SECTION = 'mx-auto max-w-7xl px-4 py-12';
const H2 = 'text-2xl font-semibold text-ink-950 md:text-3xl';

/** /sustainability, in the spec's order (§2 Sustainability). */
export function SustainabilityPage({ content }: { content: SustainabilityContent }) {
  const t = useTranslator();
  const labels = carouselLabels(t);
  const header = content.sustainabilityHeader!;
  const carbon = content.carbonNeutral;
  return (
    <>
      <PageHero
        title={header.title ?? ''}
        description={header.description}
        image={header.heroImage}
        alternativeText={header.alternativeText}
      >
        {hasReportButton(header) ? (
          <a
            href={header.uploadPDF!}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ variant: 'primary' })}
          >
            {header.ctaButtonTitle}
            <span className="sr-only"> {t('common.opensInNewTab')}</span>
          </a>
        ) : null}
      </PageHero>

      {content.sustainabilityTopCards.length > 0 ? (
        <ul className={`${SECTION} grid gap-6 sm:grid-cols-2 lg:grid-cols-4`}>
          {content.sustainabilityTopCards.map((card) => (
            <li key={card.id} className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-ink-100">
              <Image src={card.icon} alt="" width={48} height={48} className="size-12" />
              <h2 className="mt-4 text-lg font-semibold text-ink-950">{card.title}</h2>
              <p className="mt-2 text-ink-700">{card.description}</p>
            </li>
          ))}
        </ul>
      ) : null}

      <section aria-labelledby="sustainability-intro" className={SECTION}>
        <h2 id="sustainability-intro" className={H2}>
          {header.contentTitle}
        </h2>
        <Markdown source={header.contents} className="mt-4" />
      </section>

      <div className={`${SECTION} space-y-12`}>
        {content.sustainabilityContents.map((block, i) => (
          <section
            key={block.id}
            aria-labelledby={`block-${block.id}`}
            className="grid items-center gap-8 md:grid-cols-2"
          >
            <Image
              src={block.image}
              alt={block.alternativeText ?? ''}
              width={960}
              height={640}
              loading="lazy"
              className={`aspect-[3/2] w-full rounded-lg object-cover ${i % 2 ? 'md:order-2' : ''}`}
            />
            <div>
              <h2 id={`block-${block.id}`} className={H2}>
                {block.title}
              </h2>
              <Markdown source={block.description} className="mt-4" />
            </div>
          </section>
        ))}
      </div>

      {content.sustainabilityActions.length > 0 ? (
        <section aria-labelledby="sustainability-actions" className={SECTION}>
          <h2 id="sustainability-actions" className={H2}>
            {header.actionTitle}
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-2">
            {content.sustainabilityActions.map((action, i) => (
              <li key={action.id} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-500 font-semibold text-ink-950"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-ink-950">{action.title}</h3>
                  <p className="mt-1 text-ink-700">{action.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {content.pillarLists.length > 0 ? (
        <section className={SECTION}>
          <h2 className={H2}>{header.pillarTitle}</h2>
          {header.pillarContent ? (
            <p className="mt-3 max-w-3xl text-ink-700">{header.pillarContent}</p>
          ) : null}
          <SectionCarousel label={header.pillarTitle} steps={PILLAR_SLIDER}>
            {content.pillarLists.map((pillar) => (
              <ImageCard key={pillar.id} {...pillar} />
            ))}
          </SectionCarousel>
        </section>
      ) : null}

      {carbon ? (
        <section
          aria-labelledby="carbon-neutral"
          className={`${SECTION} grid items-center gap-8 md:grid-cols-2`}
        >
          <div>
            <h2 id="carbon-neutral" className={H2}>
              {carbon.title}
            </h2>
            <p className="mt-4 text-lg text-ink-800">{carbon.description}</p>
            <p className="mt-4 text-ink-700">{carbon.subContent}</p>
          </div>
          <CarbonNeutralVideo
            title={carbon.title ?? ''}
            image={carbon.videoImage}
            alternativeText={carbon.alternativeText}
            videoLink={carbon.videoLink}
          />
        </section>
      ) : null}

      {content.carbonNeutralContents.length > 0 ? (
        <section aria-labelledby="carbon-neutral-steps" className={SECTION}>
          <h2 id="carbon-neutral-steps" className={`${H2} mb-6`}>
            {header.tabsTitle}
          </h2>
          <CarbonNeutralTabs tabs={content.carbonNeutralContents} label={header.tabsTitle ?? ''} />
        </section>
      ) : null}

      {content.certifications.length > 0 ? (
        <section className={SECTION}>
          <h2 className={H2}>{header.certificationsTitle}</h2>
          <Carousel
            label={header.certificationsTitle ?? ''}
            labels={labels}
            perView={CERTIFICATION_SLIDER.perView}
            breakpoints={CERTIFICATION_SLIDER.breakpoints}
            spacing={16}
            className="mt-8"
          >
            {content.certifications.map((cert) => (
              <a
                key={cert.id}
                href={cert.certificateFile ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                data-certificate
                className="focus-ring flex h-full flex-col items-center gap-3 rounded-lg bg-white p-4 text-center shadow-sm ring-1 ring-ink-100 hover:ring-ink-400"
              >
                <Image
                  src={cert.icon}
                  alt=""
                  width={120}
                  height={120}
                  loading="lazy"
                  className="size-24"
                />
                <span className="text-sm font-semibold text-ink-950">{cert.name}</span>
                <span className="sr-only">{t('common.opensInNewTab')}</span>
              </a>
            ))}
          </Carousel>
        </section>
      ) : null}

      {content.newsUpdates.length > 0 ? (
        <section className={SECTION}>
          <h2 className={H2}>{header.articlesTitle}</h2>
          <SectionCarousel label={header.articlesTitle} steps={ARTICLE_SLIDER}>
            {content.newsUpdates.map((item) => (
              <NewsCard key={item.id} item={item} />
            ))}
          </SectionCarousel>
        </section>
      ) : null}
    </>
  );
}
