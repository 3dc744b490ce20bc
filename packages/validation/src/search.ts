import { z } from 'zod';
import { MAX_QUERY_LENGTH, normalizeSearchTerm } from './catalogue-constants.ts';

/** The spec's message for an empty search box (public-site §5). */
export const SEARCH_TERM_REQUIRED_MESSAGE = 'This is required';

/**
 * The header search box (public-site §5): an empty box is an error ('This is required'),
 * while a whitespace-only term is accepted and trimmed to '', which callers treat as
 * "do nothing". Parsing yields the term as the API takes it (normalizeSearchTerm). The
 * limit is the API's own: the box's maxLength is the same constant.
 */
export const SearchTermSchema = z
  .string()
  .min(1, SEARCH_TERM_REQUIRED_MESSAGE)
  .max(MAX_QUERY_LENGTH)
  .transform(normalizeSearchTerm);
export type SearchTerm = z.output<typeof SearchTermSchema>;
