import { z } from 'zod';
import {
  booleanArg,
  limitArg,
  localeArg,
  optionalArg,
  skuListArg,
  slugArg,
  startArg,
  textArg,
} from './content-args.ts';

/** The case studies page shows 12 per page (spec §9). */
export const CASE_STUDIES_PAGE_SIZE = 12;
export const CASE_STUDY_SORTS = ['ORDER_ID_ASC', 'DATE_DESC'] as const;

/** Filters shared by caseStudies and caseStudiesCount, so a page and its total always agree. */
export const CaseStudyFilterSchema = z.object({
  locale: localeArg,
  /** Case studies that name this SKU (part number) in productSkuList... */
  sku: slugArg,
  /** ...or that feature this range (productRanges). Given together, either matches. */
  range: slugArg,
  slug: slugArg,
  /** Matches the title or the description, case-insensitively. */
  search: textArg,
  /** Application areas (casestudyCategories ids); a study in any of them matches. */
  categories: skuListArg,
  /** true: only studies flagged for the customised conversions page; false: only the others. */
  customisedConversion: booleanArg,
});
export type CaseStudyFilter = z.output<typeof CaseStudyFilterSchema>;

export const FindCaseStudiesSchema = CaseStudyFilterSchema.extend({
  start: startArg,
  limit: limitArg(CASE_STUDIES_PAGE_SIZE),
  sort: optionalArg(z.enum(CASE_STUDY_SORTS)).transform((s) => s ?? 'ORDER_ID_ASC'),
});
export type FindCaseStudies = z.output<typeof FindCaseStudiesSchema>;
