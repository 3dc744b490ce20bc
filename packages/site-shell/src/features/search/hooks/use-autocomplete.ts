import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { normalizeSearchTerm } from '@lumen/validation/catalogue-constants';

/** Pause after typing before asking for suggestions (spec §4, §9). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;

export type FetchTerms = (query: string, signal: AbortSignal) => Promise<string[]>;

/**
 * Suggestions for what the visitor is typing: asked for after a 300 ms pause, the previous
 * request cancelled when typing resumes. A failure is only logged and the current
 * suggestions stay (spec §8). `suppressNext()` skips the request for the next value, used
 * when choosing a suggestion writes it into the box (spec §4).
 */
export function useAutocomplete(
  query: string,
  fetchTerms: FetchTerms,
  { isInitialQuerySearched = false }: { isInitialQuerySearched?: boolean } = {},
) {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  // A box that opens with a term already searched for does not suggest for it again.
  const suppressRef = useRef(isInitialQuerySearched);
  const load = useEffectEvent(fetchTerms);

  useEffect(() => {
    const term = normalizeSearchTerm(query);
    const isSuppressed = suppressRef.current;
    suppressRef.current = false;
    if (isSuppressed || term === '') return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      load(term, controller.signal).then(
        (terms) => {
          if (!controller.signal.aborted) setSuggestions(terms);
        },
        (err: unknown) => {
          if (!controller.signal.aborted) console.warn('Autocomplete failed:', err);
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const hasTerm = query.trim() !== '';
  return {
    /** Nothing is suggested for an empty box. */
    suggestions: hasTerm ? suggestions : [],
    suppressNext: () => {
      suppressRef.current = true;
    },
    clear: () => setSuggestions([]),
  };
}
