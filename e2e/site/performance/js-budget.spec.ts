import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { jsPerRoute } from '@lumen/bench/route-js';
import { DEFAULT_JS_BUDGET_KB, JS_BUDGET_KB } from './js-budgets.ts';

// Deterministic: it reads the production build the suite's site server was started from
// (playwright.config.ts builds it first), so bytes, not timings, decide.
const clientDir = join(import.meta.dirname, '..', '..', '..', 'apps', 'site', 'build', 'client');

test('every page route stays within its initial JS budget (gzip)', () => {
  const routes = jsPerRoute(clientDir);
  expect(routes.length, 'page routes found in the build manifest').toBeGreaterThan(3);
  const over = routes
    .map((r) => ({ ...r, kb: r.jsGzip / 1024, budget: JS_BUDGET_KB[r.id] ?? DEFAULT_JS_BUDGET_KB }))
    .filter((r) => r.kb > r.budget)
    .map((r) => `${r.id} (${r.route}): ${r.kb.toFixed(1)} KB > ${r.budget} KB`);
  expect(over, 'routes over their JS budget').toEqual([]);
});

test('the budget table names only routes that exist', () => {
  const ids = new Set(jsPerRoute(clientDir).map((r) => r.id));
  expect(Object.keys(JS_BUDGET_KB).filter((id) => !ids.has(id))).toEqual([]);
});

// zod (~24 KB gzip) is for the server and for code the browser loads on first use (the product
// API client, the search term check): never part of a page's first script. Its class names
// survive minification, so they give it away in any chunk it lands in.
test('no page route loads zod in its initial JS', () => {
  const withZod = (href: string) =>
    /\$?ZodObject\b/.test(readFileSync(join(clientDir, href), 'utf8'));
  const found = jsPerRoute(clientDir).flatMap((r) =>
    r.scripts.filter(withZod).map((href) => `${r.id}: ${href}`),
  );
  expect(found, 'initial scripts with zod in them').toEqual([]);
});
