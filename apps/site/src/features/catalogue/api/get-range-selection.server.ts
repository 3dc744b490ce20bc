import type { Client } from '@urql/core';
import type { Locale } from '@lumen/i18n';
import { MainCategoriesQuery } from '@lumen/content-client/operations/catalogue';
import { queryContent } from '@lumen/site-shell/lib/content.server.ts';
import type { RangeSelection } from '../types.ts';

/**
 * The /select-range page's content (spec §2 Range selection): the main category named by
 * ?category= (its title, any language) or ?categorySlug=, with its ranges by `order`.
 * Undefined when content knows no such category.
 */
export async function getRangeSelection(
  client: Client,
  locale: Locale,
  query: { category: string | null; categorySlug: string | null },
): Promise<RangeSelection | undefined> {
  const ask = async (variables: { title?: string; slug?: string }) =>
    (await queryContent(client, MainCategoriesQuery, { locale, ...variables })).mainCategories[0];
  // The menu passes the category key as categorySlug; the title is the surer match.
  const found =
    (query.category ? await ask({ title: query.category }) : undefined) ??
    (query.categorySlug ? await ask({ slug: query.categorySlug }) : undefined);
  if (!found) return undefined;
  return {
    title: found.title,
    slug: found.slug,
    description: found.description ?? null,
    showAllText: found.showAllText ?? null,
    showAllImage: found.showAllImage ?? null,
    ranges: [...found.range_filters]
      .sort((a, b) => a.order - b.order)
      .map((r) => ({
        id: r.id,
        title: r.title,
        image: r.featuredImage ?? null,
        description: r.description ?? null,
      })),
    seo: {
      title: found.seoTitle ?? null,
      description: found.seoDescription ?? null,
      image: found.ogImage ?? null,
    },
  };
}
