import type { CustomField, FacetName, ProductLanguage } from '@lumen/validation';
import type { StoredFeatureGroup } from './etim.ts';

/** Shapes of the products table's jsonb columns (the generator writes them, reads map them). */
export type StoredMedia = {
  mediaId: string;
  isMainMedia: boolean;
  languages: { language: ProductLanguage | null; filename: string }[];
};

export type StoredDocument = {
  type: 'datasheet' | 'installation-guide';
  title: string;
  language: ProductLanguage;
  url: string;
};

/** Facets kept on the product row; subCategory and range are relations, not values. */
export type StoredFacets = Record<Exclude<FacetName, 'subCategory' | 'range'>, string>;

export type StoredCustomField = CustomField;
export type { StoredFeatureGroup };
