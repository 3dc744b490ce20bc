import { PRODUCT_DETAIL_TAB_KEYS } from '@lumen/validation/catalogue-constants';
import type { Badge } from './utils/product-facts.ts';
/** What the product page shows around a product, mapped from content on the server. */

export type ProductPageLabels = {
  breadcrumbHome: string | null;
  breadcrumbProducts: string | null;
  partNumberLabel: string | null;
  similarProductTitle: string | null;
  downloadText: string | null;
  noDownloadsText: string | null;
  noAccessoriesText: string | null;
  noVideosText: string | null;
  noCaseStudiesText: string | null;
  caseStudyReadMore: string | null;
  notAvailableTitle: string | null;
  notAvailableMessage: string | null;
  notAvailableButton: string | null;
};

export const TAB_KEYS = PRODUCT_DETAIL_TAB_KEYS;
export type TabKey = (typeof TAB_KEYS)[number];

export type ProductTab = { key: TabKey; title: string; orderId: number };

export type TechSpecRow = { id: string; title: string; fieldName: string };

export type HowToVideo = {
  id: string;
  heading: string;
  posterImage: string | null;
  alternativeText: string | null;
  embedUrl: string;
  isShort: boolean;
};

export type ProductCaseStudy = {
  id: string;
  title: string;
  pageSlug: string;
  picture: { url: string; alternativeText: string | null } | null;
};

export type ProductPageContent = {
  labels: ProductPageLabels;
  tabs: ProductTab[];
  techSpecs: { left: TechSpecRow[]; right: TechSpecRow[] };
  videos: HowToVideo[];
  caseStudies: ProductCaseStudy[];
};

export type NotAvailableLabels = {
  title: string | null;
  message: string | null;
  button: string | null;
};

/** The feature chips and icon badges beside a product's title (spec §2). */
export type ProductFacts = { chips: string[]; badges: Badge[] };
