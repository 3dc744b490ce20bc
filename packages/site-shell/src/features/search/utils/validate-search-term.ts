import { MAX_QUERY_LENGTH, SearchTermSchema } from '@lumen/validation';

/**
 * The search box rule (spec §5) from its one schema: 'required' for an empty box, 'ignore'
 * for whitespace only, else the term as the API takes it. The box's maxLength keeps typing
 * and pasting within the API's limit; a longer value put there some other way (autofill, an
 * extension) is cut to it the same way rather than refused. Loaded on demand, so the schema
 * library is not part of every page's first script.
 */
export function validateSearchTerm(
  raw: string,
): { kind: 'required' } | { kind: 'ignore' } | { kind: 'term'; term: string } {
  const result = SearchTermSchema.safeParse(raw.slice(0, MAX_QUERY_LENGTH));
  if (!result.success) return { kind: 'required' };
  return result.data === '' ? { kind: 'ignore' } : { kind: 'term', term: result.data };
}
