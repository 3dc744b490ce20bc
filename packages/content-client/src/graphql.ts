import { initGraphQLTada } from 'gql.tada';
import type { Locale } from '@lumen/i18n';
import type { introspection } from './graphql-env.d.ts';

/**
 * The `graphql` tag typed from the API's schema (schema.graphql, emitted by apps/api), so an
 * operation's result and variables are checked offline, with no codegen step. Masking is
 * off: fragments only share field lists, and pages read the fields directly.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { Locale: Locale };
  disableMasking: true;
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
