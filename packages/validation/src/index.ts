export {
  MAX_SEARCH_TERM_LENGTH,
  SEARCH_TERM_REQUIRED_MESSAGE,
  SearchTermSchema,
} from './search.ts';
export type { SearchTerm } from './search.ts';
