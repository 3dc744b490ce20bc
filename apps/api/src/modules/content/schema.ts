import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLContext } from '#src/plugins/graphql.ts';

const typeDefs = /* GraphQL */ `
  "A content locale: en-GB, fr-FR, en-AU or en-NZ. Regional locales fall back to en-GB field by field."
  enum Locale {
    en_GB
    fr_FR
    en_AU
    en_NZ
  }

  type Query {
    "Which locales the content service serves."
    locales: [String!]!
  }
`;

const resolvers = {
  Query: {
    locales: () => ['en-GB', 'fr-FR', 'en-AU', 'en-NZ'],
  },
};

export const contentSchema = makeExecutableSchema<GraphQLContext>({ typeDefs, resolvers });
