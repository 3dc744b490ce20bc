import {
  cutMobileHeroSubtitle,
  cutMobileHeroTitle,
  cutNewsCardDescription,
  cutNewsTitle,
  formatNewsDate,
  markdownToPlainText,
  type Language,
} from '@lumen/i18n';
import type { HomeContent, HomeResult } from '../types.ts';
import { readableTextOn } from './readable-text.ts';

/** The news slider shows 6 items (spec §2 Home). */
export const HOME_NEWS_COUNT = 6;

/**
 * The home content as the page shows it, prepared on the server: dates in the spec's format,
 * the text cut-offs of spec §5 applied (mobile hero title 50 and subtitle 90, news title 65,
 * news description 300 as plain text) and each featured card's text colour chosen for its
 * background. The browser then needs neither the date library nor the text rules, and the
 * full article texts stay out of the page.
 */
export function prepareHomeContent(home: HomeResult, language: Language): HomeContent {
  return {
    ...home,
    heroImages: [...home.heroImages]
      .sort((a, b) => a.orderId - b.orderId)
      .map((slide) => ({
        ...slide,
        mobileTitle: slide.title ? cutMobileHeroTitle(slide.title) : null,
        mobileSubTitle: slide.subTitle ? cutMobileHeroSubtitle(slide.subTitle) : null,
      })),
    featuredProducts: [...home.featuredProducts]
      .sort((a, b) => a.orderId - b.orderId)
      .map((product) => ({ ...product, tone: readableTextOn(product.bgColor) })),
    newsUpdates: home.newsUpdates.slice(0, HOME_NEWS_COUNT).map((item) => ({
      id: item.id,
      pageSlug: item.pageSlug,
      title: cutNewsTitle(item.title),
      date: item.date,
      dateLabel: formatNewsDate(item.date, language),
      category: item.news_category?.displayName ?? null,
      summary: item.description
        ? cutNewsCardDescription(markdownToPlainText(item.description))
        : null,
      image: item.image,
      alternativeText: item.alternativeText,
      isVideo: !!item.embedUrl,
    })),
  };
}
