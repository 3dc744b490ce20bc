import { GraphQLError, type ValidationRule } from 'graphql';

/** Well above any page's needs (the home page asks for 7, the layout for 4). */
export const MAX_STORE_FIELDS = 30;

/** Types whose fields each run a query on the content store. */
const STORE_BACKED = new Set(['Query', 'Home']);

/**
 * Every field of Query or Home runs one SQL statement, and aliases let one request ask for
 * the same field many times. Capping them per document keeps a single request cheap.
 */
export const contentQueryBudget: ValidationRule = (context) => {
  let count = 0;
  return {
    Field() {
      const parent = context.getParentType();
      if (!parent || !STORE_BACKED.has(parent.name)) return;
      count += 1;
      if (count === MAX_STORE_FIELDS + 1) {
        context.reportError(
          new GraphQLError(
            `A request may ask for at most ${MAX_STORE_FIELDS} content queries; split it into several requests.`,
            { extensions: { code: 'QUERY_TOO_LARGE' } },
          ),
        );
      }
    },
  };
};
