import { useSearchParams } from 'react-router';
import { Disclosure } from '@lumen/ui-kit/disclosure';
import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { PageHero } from '@lumen/site-shell/components/page-hero.tsx';
import type { FaqPageData } from '../types.ts';
import { chosenCategories, toggleCategory } from '../utils/chosen-categories.ts';
import { FaqFilter } from './faq-filter.tsx';
import { FaqVideos } from './faq-videos.tsx';

/**
 * /faq (spec §2): banner, category filter, an accordion of the chosen categories' questions
 * (all when none is chosen) and the how-to videos. The choice lives in `?category=`, so it
 * survives a reload and can be shared; the route does not refetch for it.
 */
export function FaqPage({ data }: { data: FaqPageData }) {
  const { banner, categories, videos } = data;
  const [params, setParams] = useSearchParams();
  const known = categories.map((c) => c.id);
  const chosen = chosenCategories(params.get('category'), known);
  const shown = chosen.length ? categories.filter((c) => chosen.includes(c.id)) : categories;
  const choose = (next: string[]) =>
    setParams(next.length ? { category: next.join(',') } : {}, {
      replace: true,
      preventScrollReset: true,
    });
  return (
    <>
      <PageHero
        title={banner.bannerText ?? ''}
        description={banner.bannerSubtext1}
        image={banner.bannerImage}
        alternativeText={banner.alternativeText}
      >
        {banner.bannerSubtext2 ? (
          <p className="mt-2 max-w-2xl text-white/90">{banner.bannerSubtext2}</p>
        ) : null}
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <FaqFilter
          label={banner.categoryLabel ?? ''}
          categories={categories}
          chosen={chosen}
          onToggle={(id) => choose(toggleCategory(chosen, id, known))}
          onClear={() => choose([])}
        />
        <h2 className="mt-10 text-2xl font-bold text-ink-950">{banner.questionsTitle}</h2>
        {shown.length ? (
          shown.map((category) => (
            <section
              key={category.id}
              aria-labelledby={`faq-${category.id}`}
              className="mt-8"
              data-faq-section={category.id}
            >
              <h3
                id={`faq-${category.id}`}
                className="border-l-4 pl-3 text-xl font-semibold text-ink-950"
                style={{ borderColor: category.color ?? undefined }}
              >
                {category.categoryName}
              </h3>
              <div className="mt-4 divide-y divide-ink-200 rounded-lg border border-ink-200 bg-white">
                {category.faqs.map((faq) => (
                  <Disclosure
                    key={faq.id}
                    summary={faq.question}
                    headingLevel={4}
                    className="px-4"
                    buttonClassName="py-4 text-left font-semibold text-ink-950"
                    panelClassName="pb-4 text-ink-800"
                  >
                    <Markdown source={faq.answer} />
                  </Disclosure>
                ))}
              </div>
            </section>
          ))
        ) : (
          <p role="status" className="mt-6 text-ink-800">
            {banner.noQuestionsText}
          </p>
        )}
      </div>
      <FaqVideos title={banner.howToVideosTitle ?? ''} videos={videos} />
    </>
  );
}
