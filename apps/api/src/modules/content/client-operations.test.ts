import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  Kind,
  parse,
  print,
  specifiedRules,
  validate,
  visit,
  NoSchemaIntrospectionCustomRule,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_QUERY_LIMITS,
  countTokens,
  createQueryBudget,
  measureOperation,
} from './query-budget.ts';
import { contentSchema } from './schema.ts';

/*
 * Every GraphQL document the site sends, read from the sources that hold them (gql.tada's
 * `graphql(` tag in @lumen/content-client and apps/site), must pass the limits with at least
 * half of each to spare, so the limits never break a page and a new, heavier query is noticed
 * here first rather than in production.
 */
const ROOT = resolve(import.meta.dirname, '../../../../..');
const SOURCES = ['packages/content-client/src', 'apps/site/src', 'apps/site/app'];

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The template literal of each `graphql(` call (gql.tada tags take no interpolations). */
const TAG = /\bgraphql\(\s*`([^`]*)`/g;

const fragments = new Map<string, FragmentDefinitionNode>();
const operations: { file: string; name: string; operation: OperationDefinitionNode }[] = [];
for (const file of SOURCES.flatMap((d) => sourceFiles(join(ROOT, d)))) {
  for (const [, text] of readFileSync(file, 'utf8').matchAll(TAG)) {
    for (const def of parse(text!).definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) {
        const known = fragments.get(def.name.value);
        if (known && print(known) !== print(def))
          throw new Error(`Two fragments are named ${def.name.value}`);
        fragments.set(def.name.value, def);
      } else if (def.kind === Kind.OPERATION_DEFINITION) {
        operations.push({
          file: relative(ROOT, file),
          name: def.name?.value ?? '(anonymous)',
          operation: def,
        });
      }
    }
  }
}

/** The operation as urql sends it: its fragments appended, __typename in every selection. */
function asSent(operation: OperationDefinitionNode): DocumentNode {
  const used = new Set<string>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (used.has(name)) return;
        used.add(name);
        const fragment = fragments.get(name);
        if (!fragment) throw new Error(`Unknown fragment ${name}`);
        collect(fragment);
      },
    });
  collect(operation);
  const doc: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [operation, ...[...used].map((n) => fragments.get(n)!)],
  };
  return visit(doc, {
    SelectionSet(set, _key, parent) {
      if ((parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION) return undefined;
      if (set.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename'))
        return undefined;
      return {
        ...set,
        selections: [
          ...set.selections,
          { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
        ],
      };
    },
  });
}

describe('the site’s content operations under the query limits', () => {
  it('finds every operation of @lumen/content-client and the site', () => {
    const names = operations.map((o) => o.name);
    expect(names).toEqual(
      expect.arrayContaining(['Layout', 'Home', 'NewsPage', 'ProductPageContent']),
    );
    expect(names).toContain('SitemapSlugs');
    expect(operations.length).toBeGreaterThanOrEqual(20);
  });

  const limits = CONTENT_QUERY_LIMITS;
  const rules = [...specifiedRules, NoSchemaIntrospectionCustomRule, createQueryBudget(limits)];

  it.each(operations)('$name ($file) passes with half of each limit to spare', ({ operation }) => {
    const doc = asSent(operation);
    expect(validate(contentSchema, doc, rules).map((e) => e.message)).toEqual([]);
    const m = measureOperation(contentSchema, operation, (n) => fragments.get(n));
    const tokens = countTokens(print(doc));
    expect(tokens).toBeLessThanOrEqual(limits.maxTokens / 2);
    expect(m.cost).toBeLessThanOrEqual(limits.maxCost / 2);
    expect(m.aliases).toBeLessThanOrEqual(limits.maxAliases / 2);
    expect(m.depth).toBeLessThanOrEqual(limits.maxDepth / 2);
    expect(m.storeQueries).toBeLessThanOrEqual(limits.maxStoreQueries / 2);
  });
});
