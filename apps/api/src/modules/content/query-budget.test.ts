import {
  getNullableType,
  isListType,
  isObjectType,
  Kind,
  parse,
  specifiedRules,
  validate,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_LIMIT } from './content-args.ts';
import {
  CONTENT_QUERY_LIMITS,
  countTokens,
  createQueryBudget,
  LIST_SIZES,
  measureOperation,
} from './query-budget.ts';
import { contentSchema } from './schema.ts';

function measure(source: string) {
  const doc = parse(source);
  const fragments = new Map(
    doc.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const operation = doc.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  return measureOperation(contentSchema, operation, (n) => fragments.get(n));
}

function errorsOf(source: string, limits = CONTENT_QUERY_LIMITS) {
  return validate(contentSchema, parse(source), [...specifiedRules, createQueryBudget(limits)]);
}

describe('measureOperation', () => {
  it('measures a document with fragments exactly as the same document inlined', () => {
    const withFragments = measure(`
      { a: menus(locale: "en-GB") { ...M } b: menus(locale: "fr-FR") { ...M } }
      fragment M on Menu { id sub_menus { ...S } }
      fragment S on SubMenu { x: id ... on SubMenu { child_menus { id url } } }
    `);
    const inlined = measure(`{
      a: menus(locale: "en-GB") { id sub_menus { x: id child_menus { id url } } }
      b: menus(locale: "fr-FR") { id sub_menus { x: id child_menus { id url } } }
    }`);
    expect(withFragments).toEqual(inlined);
    // Per menu: id + sub_menus (1 + 10 × (x + child_menus (1 + 8 × 2))).
    const menus = 1 + LIST_SIZES['Query.menus']! * (1 + 1 + 10 * (1 + 1 + 8 * 2));
    // Aliases are counted in the document (x once per place S is spread), not per list item.
    expect(inlined).toEqual({ aliases: 4, depth: 4, cost: 2 * menus, storeQueries: 2 });
  });

  it('multiplies by the limit argument: literal, default, or the most allowed from a variable', () => {
    expect(measure(`{ newsUpdates(locale: "en-GB", limit: 20) { id title } }`).cost).toBe(41);
    // The schema's default (6) applies when the argument is left out or null.
    expect(measure(`{ newsUpdates(locale: "en-GB") { id title } }`).cost).toBe(13);
    expect(measure(`{ newsUpdates(locale: "en-GB", limit: null) { id } }`).cost).toBe(7);
    expect(
      measure(`query($n: Int = 3) { newsUpdates(locale: "en-GB", limit: $n) { id } }`),
    ).toEqual(expect.objectContaining({ cost: 1 + MAX_LIMIT }));
    // Out-of-range limits are the resolver's BAD_USER_INPUT; they never lower the cost.
    const negative = measure(`{
      a: newsUpdates(locale: "en-GB", limit: -1000000) { id }
      b: newsUpdates(locale: "en-GB", limit: 100) { id }
    }`);
    expect(negative.cost).toBe(1 + 1 + 100);
    expect(measure(`{ newsUpdates(locale: "en-GB", limit: 1000000) { id } }`).cost).toBe(
      1 + MAX_LIMIT,
    );
  });

  it('costs __typename nothing and lists of scalars one per item', () => {
    expect(measure(`{ __typename locales }`)).toEqual({
      aliases: 0,
      depth: 1,
      cost: 1 + LIST_SIZES['Query.locales']!,
      storeQueries: 1,
    });
  });

  it('measures fragments that spread each other many times over in linear time', () => {
    // F0 spreads F1 twice, F1 spreads F2 twice...: 2^40 expansions, 40 measurements.
    const chain = Array.from(
      { length: 40 },
      (_, i) =>
        `fragment F${i} on Menu { ... on Menu { ...F${i + 1} } ... on Menu { ...F${i + 1} } }`,
    ).join('\n');
    const source = `{ menus(locale: "en-GB") { ...F0 } } ${chain} fragment F40 on Menu { a: id }`;
    const started = performance.now();
    const m = measure(source);
    expect(performance.now() - started).toBeLessThan(100);
    expect(m.aliases).toBe(2 ** 40);
    expect(m.cost).toBe(1 + LIST_SIZES['Query.menus']! * 2 ** 40);
  });

  it('leaves fragment cycles to graphql-js and does not hang on them', () => {
    const source = `{ menus(locale: "en-GB") { ...A } }
      fragment A on Menu { id ...B } fragment B on Menu { url ...A }`;
    expect(measure(source).cost).toBeGreaterThan(0);
    expect(errorsOf(source).map((e) => e.message)).toEqual([
      expect.stringMatching(/Cannot spread fragment "A" within itself/),
    ]);
  });
});

describe('createQueryBudget', () => {
  it('refuses nesting deeper than maxDepth', () => {
    // The content schema has no cycles, so only a lower limit than the real one shows it.
    const limits = { ...CONTENT_QUERY_LIMITS, maxDepth: 3 };
    const deep = `{ menus(locale: "en-GB") { sub_menus { child_menus { id } } } }`;
    expect(errorsOf(deep, limits).map((e) => e.extensions)).toEqual([
      { code: 'QUERY_TOO_LARGE', limit: 'depth', max: 3, actual: 4 },
    ]);
    expect(errorsOf(`{ menus(locale: "en-GB") { sub_menus { id } } }`, limits)).toEqual([]);
    expect(errorsOf(deep)).toEqual([]);
  });

  it('reports each limit a document is over, after graphql-js’s own errors', () => {
    const source = `{ nope ${Array.from({ length: 16 }, (_, i) => `a${i}: locales`).join(' ')} }`;
    expect(errorsOf(source).map((e) => e.extensions.limit ?? e.message)).toEqual([
      expect.stringMatching(/^Cannot query field "nope"/),
      'aliases',
    ]);
  });
});

describe('countTokens', () => {
  it('counts lexical tokens, not characters or comments, and stops past the limit', () => {
    expect(countTokens('{ menus(locale: "en-GB") { id } }')).toBe(11);
    expect(countTokens('# a long comment\n{ locales }')).toBe(3);
    expect(countTokens('{ a b c d e f }', 3)).toBe(4);
  });
});

describe('LIST_SIZES', () => {
  it('names every list field of the schema that has no limit argument, and no other', () => {
    const lists: string[] = [];
    for (const type of Object.values(contentSchema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        if (!isListType(getNullableType(field.type))) continue;
        if (field.args.some((a) => a.name === 'limit')) continue;
        lists.push(`${type.name}.${field.name}`);
      }
    }
    expect(Object.keys(LIST_SIZES).sort()).toEqual(lists.sort());
  });
});
