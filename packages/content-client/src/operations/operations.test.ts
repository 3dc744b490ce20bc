import { readFileSync } from 'node:fs';
import {
  buildSchema,
  Kind,
  validate,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as catalogue from './catalogue.ts';
import * as home from './home.ts';
import * as layout from './layout.ts';
import * as news from './news.ts';

// The schema file the API emits; packages never import apps, so operations are checked
// against the same SDL the API serves (apps/api fails its own test when this file is stale).
const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

const modules = { catalogue, home, layout, news };

const operations = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter(([, value]) => (value as DocumentNode | undefined)?.kind === Kind.DOCUMENT)
    .map(([name, value]) => ({ file, name, doc: value as unknown as DocumentNode }))
    .filter(({ doc }) => doc.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)),
);

describe('content operations', () => {
  it('covers the layout, home, news and catalogue queries', () => {
    expect(operations.map((o) => o.name).sort()).toEqual(
      [
        'CaseStudiesBySkuQuery',
        'CountriesQuery',
        'CustomerStoryQuery',
        'FooterQuery',
        'HomeQuery',
        'HowToVideosBySkuQuery',
        'LayoutQuery',
        'MainCategoriesQuery',
        'MenusQuery',
        'NewsArticleQuery',
        'NewsFiltersQuery',
        'NewsUpdatesQuery',
        'OurClientsQuery',
        'ProductCategoryHeaderQuery',
        'ProductDetailsQuery',
        'ProductHeaderQuery',
        'ProductPageContentQuery',
        'ProductTechSpecsQuery',
        'SearchHeaderQuery',
      ].sort(),
    );
  });

  it.each(operations)('$file/$name is valid against schema.graphql', ({ doc }) => {
    expect(validate(schema, doc).map((e) => e.message)).toEqual([]);
  });

  it.each(operations)('$file/$name takes a required $locale: Locale! variable', ({ doc }) => {
    const op = doc.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    const locale = op?.variableDefinitions?.find((v) => v.variable.name.value === 'locale');
    expect(locale?.type.kind).toBe(Kind.NON_NULL_TYPE);
    expect(
      locale?.type.kind === Kind.NON_NULL_TYPE && locale.type.type.kind === Kind.NAMED_TYPE
        ? locale.type.type.name.value
        : null,
    ).toBe('Locale');
  });
});
