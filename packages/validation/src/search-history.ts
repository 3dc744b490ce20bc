import { z } from 'zod';
import { CountryIdSchema, MAX_QUERY_LENGTH } from './catalogue.ts';
import { NO_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS_MESSAGE } from './text.ts';

/*
 * Search statistics (spec campaigns-and-admin: "Search history row: createdAt, country,
 * platform, productSearchQuery"). The public site records each product search it runs; the
 * staff console reads them back. The loyalty app is the other platform the admin filter names.
 */

export const SEARCH_PLATFORMS = ['WEB', 'APP'] as const;
export type SearchPlatform = (typeof SEARCH_PLATFORMS)[number];

/** POST /search-history: one search as the visitor typed it (trimmed); the server dates it. */
export const CreateSearchHistorySchema = z.strictObject({
  productSearchQuery: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(MAX_QUERY_LENGTH)
    .regex(NO_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS_MESSAGE),
  country: CountryIdSchema,
  platform: z.enum(SEARCH_PLATFORMS),
});
export type CreateSearchHistory = z.input<typeof CreateSearchHistorySchema>;

export const SearchHistoryEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  country: z.number().int(),
  platform: z.enum(SEARCH_PLATFORMS),
  productSearchQuery: z.string(),
});
export type SearchHistoryEntry = z.infer<typeof SearchHistoryEntrySchema>;
