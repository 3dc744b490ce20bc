import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isLocale, LOCALES, type Locale } from '@lumen/i18n';

const MESSAGE = `locale must be one of ${LOCALES.join(', ')}`;

function parse(value: unknown): Locale {
  if (isLocale(value)) return value;
  const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 20)) : typeof value;
  throw new GraphQLError(`${MESSAGE} (got ${shown})`, { extensions: { code: 'BAD_USER_INPUT' } });
}

/**
 * Locales are strings like "en-GB", which a GraphQL enum cannot spell, so a scalar checks
 * them before any resolver runs; gql.tada types it as the Locale union on the client.
 */
export const LocaleScalar = new GraphQLScalarType<Locale, string>({
  name: 'Locale',
  description: `A content locale: ${LOCALES.join(', ')}. Every locale other than en-GB falls back to en-GB field by field.`,
  serialize: (value) => parse(value),
  parseValue: (value) => parse(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING)
      throw new GraphQLError(`${MESSAGE} (got a ${ast.kind.toLowerCase()})`);
    return parse(ast.value);
  },
});
