import { SearchTermSchema } from '@lumen/validation';

/**
 * The search box rule (spec §5) from its one schema: 'required' for an empty box, 'ignore'
 * for whitespace only, else the trimmed term. Loaded on demand, so the schema library is
 * not part of every page's first script.
 */
export function validateSearchTerm(
  raw: string,
): { kind: 'required' } | { kind: 'ignore' } | { kind: 'term'; term: string } {
  const result = SearchTermSchema.safeParse(raw);
  if (!result.success) return { kind: 'required' };
  return result.data === '' ? { kind: 'ignore' } : { kind: 'term', term: result.data };
}
