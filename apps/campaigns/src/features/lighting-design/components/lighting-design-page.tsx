import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { PageHero } from '@lumen/site-shell/components/page-hero.tsx';
import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { lazyIsland } from '@lumen/site-shell/lib/lazy-island.tsx';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Image } from '@lumen/ui-kit/image';
import type { LightingDesignData } from '../api/get-lighting-design.server.ts';
import { AnimatedCounter } from './animated-counter.tsx';

// Below the fold, with the carousels and the accordion: its script loads after the page's.
const LightingDesignDetails = lazyIsland(() =>
  import('./lighting-design-details.tsx').then((m) => m.LightingDesignDetails),
);

/** /lighting-design (campaigns spec §2.7). */
export function LightingDesignPage({ page, caseStudies }: LightingDesignData) {
  return (
    <>
      <PageHero
        title={page.heroTitle}
        description={page.heroDescription}
        image={page.heroImage}
        mobileImage={page.mobileHeroImage}
        alternativeText={page.heroAlternativeText}
      >
        {page.heroCtaLink && page.heroCtaText ? (
          <AppLink
            href={page.heroCtaLink}
            isExternal={/^https?:/i.test(page.heroCtaLink)}
            className={`${buttonClassName({ size: 'lg' })} mt-8`}
          >
            {page.heroCtaText}
          </AppLink>
        ) : null}
      </PageHero>
      <section
        aria-labelledby="design-welcome"
        className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-[2fr_1fr]"
      >
        <div>
          <h2 id="design-welcome" className="text-2xl font-bold text-ink-950 md:text-3xl">
            {page.welcomeTitle}
          </h2>
          <Markdown source={page.welcomeText} className="mt-4" />
        </div>
        {page.counterValue !== null ? (
          <AnimatedCounter
            value={page.counterValue}
            suffix={page.counterSuffix}
            label={page.counterLabel}
          />
        ) : null}
      </section>
      {page.whyChooseItems.length ? (
        <section aria-labelledby="design-why" className="bg-ink-50 py-12">
          <div className="mx-auto max-w-7xl px-4">
            <h2 id="design-why" className="text-2xl font-bold text-ink-950 md:text-3xl">
              {page.whyChooseTitle}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {page.whyChooseItems.map((item) => (
                <li key={item.title} className="rounded-lg border border-ink-200 bg-white p-6">
                  <Image
                    src={item.icon}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12"
                  />
                  <h3 className="mt-4 text-lg font-semibold text-ink-950">{item.title}</h3>
                  {item.description ? (
                    <p className="mt-2 text-ink-800">{item.description}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      {page.quote ? (
        <figure className="mx-auto max-w-4xl px-4 py-12 text-center">
          <blockquote className="text-xl text-ink-900 md:text-2xl">“{page.quote}”</blockquote>
          <figcaption className="mt-4 text-ink-800">
            <span className="font-semibold">{page.quoteAuthor}</span>
            {page.quoteDesignation ? (
              <span className="block text-sm">{page.quoteDesignation}</span>
            ) : null}
          </figcaption>
        </figure>
      ) : null}
      {page.whatHappensSteps.length ? (
        <section aria-labelledby="design-steps" className="bg-ink-50 py-12">
          <div className="mx-auto max-w-7xl px-4">
            <h2 id="design-steps" className="text-2xl font-bold text-ink-950 md:text-3xl">
              {page.whatHappensTitle}
            </h2>
            <ol className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
              {page.whatHappensSteps.map((step, index) => (
                <li key={step.title} className="rounded-lg bg-white p-6 shadow-sm">
                  <span aria-hidden="true" className="text-3xl font-bold text-brand-700">
                    {index + 1}
                  </span>
                  <h3 className="mt-2 text-lg font-semibold text-ink-950">{step.title}</h3>
                  {step.description ? (
                    <p className="mt-2 text-ink-800">{step.description}</p>
                  ) : null}
                </li>
              ))}
            </ol>
          </div>
        </section>
      ) : null}
      <LightingDesignDetails page={page} caseStudies={caseStudies} />
    </>
  );
}
