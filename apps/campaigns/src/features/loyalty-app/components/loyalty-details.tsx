import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { SectionCarousel } from '@lumen/site-shell/components/section-carousel.tsx';
import { Image } from '@lumen/ui-kit/image';
import { GridOnWideScreens } from '#src/components/grid-on-wide-screens.tsx';
import { LandingFaq } from '#src/components/landing-faq.tsx';
import { LANDING_CAROUSEL } from '#src/config/carousels.ts';
import type { LoyaltyAppData } from '../api/get-loyalty-app.server.ts';

type Toolkit = LoyaltyAppData['toolkits'][number];

function ToolkitCard({ toolkit }: { toolkit: Toolkit }) {
  return (
    <div className="flex h-full flex-col rounded-lg border border-ink-200 bg-white p-6">
      <Image src={toolkit.icon} alt="" width={48} height={48} loading="lazy" className="size-12" />
      <h3 className="mt-4 text-lg font-semibold text-ink-950">{toolkit.title}</h3>
      {toolkit.description ? (
        <p className="mt-2 flex-1 text-ink-800">{toolkit.description}</p>
      ) : null}
      {toolkit.learnMoreLink && toolkit.learnMoreCta ? (
        <AppLink
          href={toolkit.learnMoreLink}
          isExternal={/^https?:/i.test(toolkit.learnMoreLink)}
          className="focus-ring mt-4 self-start rounded font-semibold text-brand-700 underline"
        >
          {toolkit.learnMoreCta}
        </AppLink>
      ) : null}
    </div>
  );
}

/**
 * The page from the toolkit down: toolkit cards (a carousel on phones), quality thinking, the
 * testimonials slider, the questions (several may be open) and the terms. An island
 * (loyalty-app-page.tsx): its script loads after the page's.
 */
export function LoyaltyDetails({ page }: { page: LoyaltyAppData }) {
  return (
    <>
      {page.toolkits.length ? (
        <section className="mx-auto max-w-7xl px-4 py-12">
          <h2 className="text-2xl font-bold text-ink-950 md:text-3xl">{page.toolKitTitle}</h2>
          <GridOnWideScreens
            label={page.toolKitTitle}
            items={page.toolkits}
            keyOf={(toolkit) => toolkit.title}
            render={(toolkit) => <ToolkitCard toolkit={toolkit} />}
            gridClassName="md:grid-cols-3 lg:grid-cols-5"
          />
        </section>
      ) : null}
      {page.qualityThinkingItems.length ? (
        <section aria-labelledby="loyalty-quality" className="bg-ink-50 py-12">
          <div className="mx-auto max-w-7xl px-4">
            <h2 id="loyalty-quality" className="text-2xl font-bold text-ink-950 md:text-3xl">
              {page.qualityThinkingTitle}
            </h2>
            <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {page.qualityThinkingItems.map((item) => (
                <li
                  key={item.title}
                  className="rounded-lg border-l-4 border-brand-500 bg-white p-4 font-semibold text-ink-900"
                >
                  {item.title}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      {page.testimonials.length ? (
        <section className="mx-auto max-w-7xl px-4 py-12">
          <h2 className="text-2xl font-bold text-ink-950 md:text-3xl">{page.testimonialTitle}</h2>
          <SectionCarousel label={page.testimonialTitle} steps={LANDING_CAROUSEL}>
            {page.testimonials.map((testimonial) => (
              <figure
                key={testimonial.id}
                className="flex h-full flex-col rounded-lg border border-ink-200 bg-white p-6"
              >
                <blockquote className="flex-1 text-ink-900">“{testimonial.content}”</blockquote>
                {testimonial.author ? (
                  <figcaption className="mt-4 text-sm font-semibold text-ink-800">
                    {testimonial.author}
                  </figcaption>
                ) : null}
              </figure>
            ))}
          </SectionCarousel>
        </section>
      ) : null}
      <LandingFaq title={page.faqTitle} faqs={page.faqs} />
      <LandingFaq
        id="loyalty-terms"
        title={page.termsConditionTitle}
        faqs={page.terms.map((term) => ({ question: term.title, answer: term.details }))}
      />
    </>
  );
}
