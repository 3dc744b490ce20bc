import { Link } from 'react-router';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import type { MarketingFormsConfig } from '@lumen/site-shell/config/env.ts';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { CaseStudyArticle } from '../types.ts';
import { MediaCarousel } from './media-carousel.tsx';
import { ProjectContact } from './project-contact.tsx';
import { RelatedProducts } from './related-products.tsx';

/**
 * /case-studies/case-study-article/?caseStudy={slug} (spec §2 Case studies): title, date, the
 * picture and video carousel, the savings boxes that have a value, the markdown text, the
 * energy-saving block, the products fitted and the contact form.
 */
export function CaseStudyArticlePage({
  study,
  forms,
}: {
  study: CaseStudyArticle;
  forms: MarketingFormsConfig;
}) {
  const t = useTranslator();
  const { header } = study;
  return (
    <article
      data-page="case-study-article"
      className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-8"
    >
      <div>
        <Link
          to={paths.caseStudies.list.getHref()}
          prefetch="intent"
          className={buttonClassName({ variant: 'outline' })}
          data-back-to-case-studies=""
        >
          {header?.backButtonText ?? t('caseStudies.backToList')}
        </Link>
      </div>
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-ink-950 sm:text-4xl">{study.title}</h1>
        <p className="flex flex-wrap gap-x-4 text-ink-700">
          <time dateTime={study.date}>{study.dateLabel}</time>
          <span>{study.areas.join(', ')}</span>
        </p>
      </header>
      <MediaCarousel media={study.media} title={study.title} />
      {study.savings.length > 0 ? (
        <section aria-label={t('caseStudies.savings')}>
          <dl className="grid gap-4 sm:grid-cols-3" data-savings="">
            {study.savings.map((box) => (
              <div
                key={box.key}
                data-saving={box.key}
                className="rounded-lg bg-ink-950 p-5 text-white"
              >
                <dt className="text-sm font-semibold text-brand-300">{box.title}</dt>
                <dd className="mt-2 text-lg font-semibold">{box.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <Markdown source={study.description} className="max-w-4xl" />
      {header?.energySavingTitle ? (
        <section
          aria-labelledby="case-study-energy"
          data-energy-saving=""
          className="flex flex-col items-start gap-4 rounded-lg bg-brand-50 p-6 md:p-10"
        >
          <h2 id="case-study-energy" className="text-2xl font-semibold text-ink-950">
            {header.energySavingTitle}
          </h2>
          {header.energySavingDescription ? (
            <p className="max-w-3xl text-ink-800">{header.energySavingDescription}</p>
          ) : null}
          {header.energySavingCtaUrl && header.energySavingCtaText ? (
            <AppLink href={header.energySavingCtaUrl} className={buttonClassName()}>
              {header.energySavingCtaText}
            </AppLink>
          ) : null}
        </section>
      ) : null}
      <RelatedProducts
        title={header?.productsFeaturesTitle ?? t('common.products')}
        products={study.products}
      />
      <ProjectContact
        title={header?.contactTitle ?? t('caseStudies.contact')}
        subTitle={header?.contactSubTitle ?? null}
        forms={forms}
      />
    </article>
  );
}
