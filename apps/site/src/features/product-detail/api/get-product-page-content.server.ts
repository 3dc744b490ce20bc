import type { Client } from '@urql/core';
import type { Locale } from '@lumen/i18n';
import { ProductPageContentQuery } from '@lumen/content-client/operations/catalogue';
import { queryContent } from '@lumen/site-shell/lib/content.server.ts';
import { TAB_KEYS, type ProductPageContent, type TabKey } from '../types.ts';

const isTabKey = (key: string): key is TabKey => (TAB_KEYS as readonly string[]).includes(key);

/**
 * The content around one product (spec §7 Catalogue): labels, the six tabs by orderId, the
 * tech spec rows by column and orderId, and the case studies and how-to videos linked to the
 * product's SKU or range, in one request.
 */
export async function getProductPageContent(
  client: Client,
  locale: Locale,
  product: { partNumber: string; range: string },
): Promise<ProductPageContent> {
  const data = await queryContent(client, ProductPageContentQuery, {
    locale,
    sku: product.partNumber,
    range: product.range,
  });
  const header = data.productHeader;
  const rows = [...data.productTechSpecs].sort((a, b) => a.orderId - b.orderId);
  const row = (r: (typeof rows)[number]) => ({ id: r.id, title: r.title, fieldName: r.fieldName });
  return {
    labels: {
      breadcrumbHome: header?.breadcrumbHome ?? null,
      breadcrumbProducts: header?.breadcrumbProducts ?? null,
      partNumberLabel: header?.partNumberLabel ?? null,
      similarProductTitle: header?.similarProductTitle ?? null,
      downloadText: header?.downloadText ?? null,
      noDownloadsText: header?.noDownloadsText ?? null,
      noAccessoriesText: header?.noAccessoriesText ?? null,
      noVideosText: header?.noVideosText ?? null,
      noCaseStudiesText: header?.noCaseStudiesText ?? null,
      caseStudyReadMore: header?.caseStudyReadMore ?? null,
      notAvailableTitle: header?.notAvailableTitle ?? null,
      notAvailableMessage: header?.notAvailableMessage ?? null,
      notAvailableButton: header?.notAvailableButton ?? null,
    },
    tabs: data.productDetails
      .flatMap((tab) =>
        isTabKey(tab.key) ? [{ key: tab.key, title: tab.categoryTitle, orderId: tab.orderId }] : [],
      )
      .sort((a, b) => a.orderId - b.orderId),
    techSpecs: {
      left: rows.filter((r) => r.align === 'Left').map(row),
      right: rows.filter((r) => r.align === 'Right').map(row),
    },
    videos: data.howToVideos.map((v) => ({
      id: v.id,
      heading: v.heading,
      posterImage: v.posterImage ?? null,
      alternativeText: v.alternativeText ?? null,
      embedUrl: v.embedUrl,
      isShort: v.shortVideo,
    })),
    caseStudies: [...data.caseStudies]
      .sort((a, b) => a.orderId - b.orderId)
      .map((c) => ({
        id: c.id,
        title: c.title,
        pageSlug: c.pageSlug,
        picture: c.pictures[0]
          ? { url: c.pictures[0].url, alternativeText: c.pictures[0].alternativeText ?? null }
          : null,
      })),
  };
}
