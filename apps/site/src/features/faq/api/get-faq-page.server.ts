import type { Client } from '@urql/core';
import { FaqPageQuery } from '@lumen/content-client/operations/faq';
import type { Locale } from '@lumen/i18n';
import { queryContent } from '@lumen/site-shell/lib/content.server.ts';
import type { FaqPageData } from '../types.ts';

/** /faq's banner, every category with its questions, and the newest how-to videos. */
export async function getFaqPage(client: Client, locale: Locale): Promise<FaqPageData | undefined> {
  const data = await queryContent(client, FaqPageQuery, { locale });
  if (!data.faqBanner) return undefined;
  return { banner: data.faqBanner, categories: data.faqCategories, videos: data.howToVideos };
}
