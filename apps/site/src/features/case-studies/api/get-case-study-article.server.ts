import type { Client } from '@urql/core';
import { CaseStudyArticleQuery } from '@lumen/content-client/operations/case-studies';
import { formatNewsDate, languageOf, markdownToPlainText, type Locale } from '@lumen/i18n';
import { caseStudyMediaKind } from '@lumen/ui-kit/media';
import { queryContent } from '@lumen/site-shell/lib/content.server.ts';
import type { CaseStudyArticle } from '../types.ts';

const SAVINGS = ['totalSavings', 'paybackPeriod', 'assumptions'] as const;

/** A case study by its slug with the page's labels, or null (the page redirects to the list). */
export async function getCaseStudyArticle(
  client: Client,
  locale: Locale,
  slug: string,
): Promise<CaseStudyArticle | null> {
  const data = await queryContent(client, CaseStudyArticleQuery, { locale, slug });
  const study = data.caseStudies[0];
  if (!study) return null;
  return {
    id: study.id,
    pageSlug: study.pageSlug,
    title: study.title,
    date: study.date,
    dateLabel: formatNewsDate(study.date, languageOf(locale)),
    description: study.description ?? null,
    media: study.pictures.map((p) => ({
      url: p.url,
      alternativeText: p.alternativeText ?? null,
      kind: caseStudyMediaKind(p.url),
    })),
    areas: study.casestudy_categories.map((a) => a.title),
    products: study.casestudy_products,
    savings: SAVINGS.flatMap((key) => {
      const value = study[`${key}Value`]?.trim();
      return value ? [{ key, title: study[`${key}Title`] ?? '', value }] : [];
    }),
    seo: {
      seoTitle: study.seoTitle,
      seoDescription: study.seoDescription,
      seoKeywords: study.seoKeywords,
      ogImage: study.ogImage,
      plainDescription: markdownToPlainText(study.description),
    },
    header: data.caseStudiesHeader ?? null,
  };
}
