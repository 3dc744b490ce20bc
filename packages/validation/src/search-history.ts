import { z } from 'zod';
import { CountryIdSchema, MAX_QUERY_LENGTH, ProductLanguageSchema } from './catalogue.ts';
import { plainLine } from './plain-text.ts';

/*
 * Search statistics (spec campaigns-and-admin: "Search history row: createdAt, country,
 * platform, productSearchQuery"). The public site records each product search it runs; the
 * staff console reads them back. The loyalty app is the other platform the admin filter names.
 */

export const SEARCH_PLATFORMS = ['WEB', 'APP'] as const;
export type SearchPlatform = (typeof SEARCH_PLATFORMS)[number];

/**
 * POST /search-history: one search as the visitor typed it (trimmed): what the search box
 * sent, in the country and language it searched. The server dates it and counts its results
 * by running the same search itself (docs/decisions/043), so a client cannot post the count.
 */
export const CreateSearchHistorySchema = z.strictObject({
  productSearchQuery: z.string().trim().min(1, 'Required').max(MAX_QUERY_LENGTH).check(plainLine),
  country: CountryIdSchema,
  platform: z.enum(SEARCH_PLATFORMS),
  /** The search's language, as GET /products/search takes it; absent: from Accept-Language. */
  language: ProductLanguageSchema.optional(),
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
