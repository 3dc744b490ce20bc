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

/**
 * The most results a search may report: far above the catalogue's size, low enough that a
 * forged count cannot pass for a real one in the statistics.
 */
export const MAX_SEARCH_RESULT_COUNT = 1_000_000;

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
  /**
   * How many products the search found, sent once its results arrived; absent when the
   * search failed or the client is older (stored as null: unknown, never zero).
   */
  resultCount: z.number().int().min(0).max(MAX_SEARCH_RESULT_COUNT).optional(),
});
export type CreateSearchHistory = z.input<typeof CreateSearchHistorySchema>;

export const SearchHistoryEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  country: z.number().int(),
  platform: z.enum(SEARCH_PLATFORMS),
  productSearchQuery: z.string(),
  resultCount: z.number().int().nullable(),
});
export type SearchHistoryEntry = z.infer<typeof SearchHistoryEntrySchema>;
