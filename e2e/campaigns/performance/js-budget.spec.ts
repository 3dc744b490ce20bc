import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { jsPerRoute } from '@lumen/bench/route-js';
import { JS_BUDGET_KB, MAX_JS_BUDGET_KB } from './js-budgets.ts';

// Deterministic: it reads the campaigns build the suite's server was started from
// (playwright.config.ts builds it first), so bytes, not timings, decide.
const clientDir = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'apps',
  'campaigns',
  'build',
  'client',
);
const routesOfBuild = () => jsPerRoute(clientDir, { base: '/_campaigns/' });

test('every campaigns route stays within its initial JS budget (gzip)', () => {
  const routes = routesOfBuild();
  expect(routes.length, 'page routes found in the build manifest').toBeGreaterThan(3);
  const over = routes
    .map((r) => ({ ...r, kb: r.jsGzip / 1024, budget: JS_BUDGET_KB[r.id] ?? 0 }))
    .filter((r) => r.kb > r.budget)
    .map((r) => `${r.id} (${r.route}): ${r.kb.toFixed(1)} KB > ${r.budget} KB`);
  expect(over, 'routes over their JS budget (0: the route has none yet)').toEqual([]);
});

test('the budget table names only routes that exist, none past the issue’s 150 KB', () => {
  const ids = new Set(routesOfBuild().map((r) => r.id));
  expect(Object.keys(JS_BUDGET_KB).filter((id) => !ids.has(id))).toEqual([]);
  expect(
    Object.entries(JS_BUDGET_KB).filter(([, kb]) => kb > MAX_JS_BUDGET_KB),
    `budgets over ${MAX_JS_BUDGET_KB} KB`,
  ).toEqual([]);
});

// zod (~24 KB gzip) is for the loaders and for what a form loads once the visitor starts on it
// (useOnDemand): never part of a page's first script. Its class names survive minification, so
// they give it away in any chunk it lands in.
test('no campaigns route loads zod in its initial JS', () => {
  const withZod = (href: string) =>
    /\$?ZodObject\b/.test(
      readFileSync(join(clientDir, href.replace(/^\/_campaigns\//, '')), 'utf8'),
    );
  const found = routesOfBuild().flatMap((r) =>
    r.scripts.filter(withZod).map((href) => `${r.id}: ${href}`),
  );
  expect(found, 'initial scripts with zod in them').toEqual([]);
});
