import { z } from 'zod';

/** The longest term the header search box accepts; longer input is a paste gone wrong. */
export const MAX_SEARCH_TERM_LENGTH = 200;

/** The spec's message for an empty search box (public-site §5). */
export const SEARCH_TERM_REQUIRED_MESSAGE = 'This is required';

/**
 * The header search box (public-site §5): an empty box is an error ('This is required'),
 * while a whitespace-only term is accepted and trimmed to '', which callers treat as
 * "do nothing". Parsing yields the trimmed term.
 */
export const SearchTermSchema = z
  .string()
  .min(1, SEARCH_TERM_REQUIRED_MESSAGE)
  .max(MAX_SEARCH_TERM_LENGTH)
  .transform((term) => term.trim());
export type SearchTerm = z.output<typeof SearchTermSchema>;
