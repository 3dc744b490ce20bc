import { z } from 'zod';
import { NEWS_COUNTRY_FLAGS } from '@lumen/i18n';
import {
  booleanArg,
  isoDateArg,
  limitArg,
  localeArg,
  optionalArg,
  slugArg,
  startArg,
  textArg,
} from './content-args.ts';

/** The news list shows 6 per page and the home slider 6 items (spec §2 Home, §9). */
export const NEWS_PAGE_SIZE = 6;

export const NEWS_SORTS = ['DATE_DESC', 'DATE_ASC'] as const;

/** Filters shared by newsUpdates and newsUpdatesCount, so a page and its total always agree. */
export const NewsFilterSchema = z
  .object({
    locale: localeArg,
    dateFrom: isoDateArg,
    dateTo: isoDateArg,
    /** A news category's newsType. */
    category: slugArg,
    /** Matches the title or the description, case-insensitively. */
    search: textArg,
    slug: slugArg,
    /** A single publish_in_country flag. */
    country: optionalArg(z.enum(NEWS_COUNTRY_FLAGS)),
    /** A country id (1-5); the item must carry one of that country's flags. */
    countryId: optionalArg(z.number().int().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5')),
    sustainabilityArticle: booleanArg,
  })
  .refine((f) => !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo, {
    path: ['dateTo'],
    message: 'must not be before dateFrom',
  });
export type NewsFilter = z.output<typeof NewsFilterSchema>;

export const FindNewsUpdatesSchema = z.intersection(
  NewsFilterSchema,
  z.object({
    start: startArg,
    limit: limitArg(NEWS_PAGE_SIZE),
    sort: optionalArg(z.enum(NEWS_SORTS)).transform((s) => s ?? 'DATE_DESC'),
  }),
);
export type FindNewsUpdates = z.output<typeof FindNewsUpdatesSchema>;
