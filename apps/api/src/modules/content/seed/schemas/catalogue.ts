import { z } from 'zod';
import { PRODUCT_DETAIL_TAB_KEYS } from '@lumen/validation/catalogue-constants';
import { categoryHeaderFields, mainCategoryFields } from '../catalogue-fields.ts';
import type { ContentType } from '../define.ts';
import { media, order, slug, text } from '../fields.ts';

export const productCategoryHeaders: ContentType = {
  collection: 'productCategoryHeaders',
  format: 'yaml',
  itemsAreMainCategories: true,
  schema: z.strictObject({
    title: text,
    slug,
    description: text,
    heroImage: media,
    mobileHeroImage: media,
    alternativeText: text,
    seoTitle: text,
    seoDescription: text,
    seoKeywords: text,
    ogImage: media,
  }),
  prepare: categoryHeaderFields,
};

export const mainCategories: ContentType = {
  collection: 'mainCategories',
  format: 'yaml',
  itemsAreMainCategories: true,
  schema: z.strictObject({
    title: text,
    slug,
    description: text,
    showAllText: text,
    showAllImage: media,
    range_filters: z.array(
      z.strictObject({
        id: text,
        order,
        title: text,
        featuredImage: media,
        description: text,
      }),
    ),
    seoTitle: text,
    seoDescription: text,
    seoKeywords: text,
    ogImage: media,
  }),
  prepare: mainCategoryFields,
};

export const productHeader: ContentType = {
  collection: 'productHeader',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    title: text,
    description: text,
    heroImage: media,
    alternativeText: text,
    similarProductTitle: text,
    breadcrumbHome: text,
    breadcrumbProducts: text,
    partNumberLabel: text,
    downloadText: text,
    noDownloadsText: text,
    noAccessoriesText: text,
    noVideosText: text,
    noCaseStudiesText: text,
    caseStudyReadMore: text,
    notAvailableTitle: text,
    notAvailableMessage: text,
    notAvailableButton: text,
    seoTitle: text,
    seoDescription: text,
  }),
};

/** The product page's tabs (spec §2 Product detail); `key` names the tab the page renders. */
export const productDetails: ContentType = {
  collection: 'productDetails',
  format: 'yaml',
  schema: z.strictObject({
    key: z.enum(PRODUCT_DETAIL_TAB_KEYS),
    orderId: order,
    categoryTitle: text,
  }),
};

/** A tech spec row: `fieldName` is the product custom field or facet its value comes from. */
export const productTechSpecs: ContentType = {
  collection: 'productTechSpecs',
  format: 'yaml',
  schema: z.strictObject({
    align: z.enum(['Left', 'Right']),
    fieldName: text,
    orderId: order,
    title: text,
  }),
};
