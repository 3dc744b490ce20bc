// Lighthouse on variants of one page, side by side (a report, not a test; ADR 020, session 20).
// Lighthouse's TBT on these shared 2-core machines moves by ±150 ms between runs of the same
// page, so a change's effect can't be read off two `pnpm bench:site` runs taken minutes apart.
// This takes the runs in turns (A, B, C, A, B, C, …) through a proxy on loopback that rewrites
// the document's HTML per variant (`ab-variants.mjs`), so every variant sees the same load.
//   pnpm bench:ab [--url http://localhost:3000] [--path /products/downlights] [--rounds 7]
//                 [--slowdown 4] [--variant as-is --variant no-js …] [--css name='rules' …]
// --css adds a variant of its own: the rules in a nonce'd <style> at the end of the head.
// Prints, per variant: Lighthouse's TBT (median, range, mean), TBT from thread time, the
// main thread's thread time before the observed first paint, performance, and the TBT split
// of `tbt-tasks.mjs`; per run: the benchmarkIndex, load average and CPU pressure.
import { Buffer } from 'node:buffer';
import { createServer, request } from 'node:http';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { VARIANTS, withStyle } from './ab-variants.mjs';
import { conditionsLine, cpuPressure, load1 } from './conditions.mjs';
import { DEFAULT_SLOWDOWN, observedFirstPaint, runLighthouse } from './lighthouse-run.mjs';
import { mean, median, ms, printTable } from './report.mjs';
import { cpuBeforeFirstPaint, cpuBlockingTime, tbtByTask } from './tbt-tasks.mjs';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    path: { type: 'string', default: '/products/downlights' },
    rounds: { type: 'string', default: '7' },
    slowdown: { type: 'string', default: String(DEFAULT_SLOWDOWN) },
    variant: { type: 'string', multiple: true, default: ['as-is', 'no-js', 'hide-below-fold'] },
    css: { type: 'string', multiple: true, default: [] },
  },
});

const variants = new Map();
for (const name of args.variant) {
  if (!VARIANTS[name]) {
    console.error(`No variant '${name}'. Known: ${Object.keys(VARIANTS).join(', ')}.`);
    process.exit(1);
  }
  variants.set(name, VARIANTS[name]);
}
for (const entry of args.css) {
  const at = entry.indexOf('=');
  if (at < 1) {
    console.error(`--css takes name=rules, e.g. --css "no-footer=footer{display:none}".`);
    process.exit(1);
  }
  variants.set(entry.slice(0, at), withStyle(entry.slice(at + 1)));
}
const rounds = Number(args.rounds);
const slowdown = Number(args.slowdown);
if (!(rounds > 0) || !(slowdown > 0)) {
  console.error('--rounds and --slowdown take positive numbers.');
  process.exit(1);
}

// --- the proxy -------------------------------------------------------------------------------
// /__ab/<variant>/<path> is the page as that variant; any other path is the server's own,
// passed through byte for byte (its Brotli and gzip included: Lighthouse's simulation loads
// what is transferred). The rewritten document is gzipped again when the browser takes gzip.
// The upstream sees its own host name, so the edition (uk, fr, …) is the one the path asks for.
const upstream = new URL(args.url);
const HOP_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);
const proxy = createServer((req, res) => {
  const match = /^\/__ab\/([^/]+)(\/.*)$/.exec(req.url ?? '/');
  const variant = match ? variants.get(decodeURIComponent(match[1])) : undefined;
  const takesGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const forward = request(
    new URL(match ? match[2] : (req.url ?? '/'), upstream),
    {
      method: req.method,
      headers: {
        ...req.headers,
        host: upstream.host,
        ...(variant ? { 'accept-encoding': 'identity' } : {}),
      },
    },
    (answer) => {
      if (!variant || !answer.headers['content-type']?.includes('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.from(variant(Buffer.concat(chunks).toString('utf8')));
        const headers = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !HOP_HEADERS.has(name)),
        );
        res.writeHead(
          answer.statusCode ?? 502,
          takesGzip ? { ...headers, 'content-encoding': 'gzip' } : headers,
        );
        res.end(takesGzip ? gzipSync(html) : html);
      });
    },
  );
  forward.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`bench:ab proxy: ${error.message}`);
  });
  req.pipe(forward);
});
await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxyOrigin = `http://127.0.0.1:${proxy.address().port}`;

// --- the runs --------------------------------------------------------------------------------
console.log(`Lighthouse A/B: ${args.path} on ${args.url}, through ${proxyOrigin}`);
console.log(`Conditions: ${conditionsLine()}`);
console.log(
  `Mobile, simulated throttling, CPU slowdown ${slowdown}×; ${rounds} rounds of ${[...variants.keys()].join(', ')}, in turns.`,
);
const results = new Map([...variants.keys()].map((name) => [name, []]));
try {
  for (let round = 1; round <= rounds; round++) {
    for (const name of variants.keys()) {
      const url = `${proxyOrigin}/__ab/${encodeURIComponent(name)}${args.path}`;
      const pressure = cpuPressure();
      const { lhr, artifacts, error } = await runLighthouse(url, {
        slowdown,
        categories: ['performance'],
      });
      if (error) {
        console.log(`  round ${round}, ${name}: no figures (${error})`);
        continue;
      }
      const observedFcp = observedFirstPaint(lhr) || 0;
      const run = {
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cpuTbt: await cpuBlockingTime(artifacts.Trace, observedFcp, slowdown),
        performance: Math.round(lhr.categories.performance.score * 100),
        cpuBeforePaint: await cpuBeforeFirstPaint(artifacts.Trace, observedFcp),
        groups: await tbtByTask(artifacts, lhr.configSettings),
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      };
      results.get(name).push(run);
      console.log(
        `  round ${round}, ${name}: TBT ${ms(run.tbt)}, performance ${run.performance}; benchmarkIndex ${Math.round(run.benchmarkIndex)}, load ${load1().toFixed(2)}, CPU pressure ${pressure.toFixed(1)} %`,
      );
    }
  }
} finally {
  proxy.close();
}

const range = (xs) =>
  xs.length ? `${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))} ms` : '–';
const of = (runs, value) => runs.map(value).filter((x) => !Number.isNaN(x));
/** The task groups that counted most across all variants, for the split's columns. */
const topGroups = (() => {
  const total = new Map();
  for (const runs of results.values())
    for (const run of runs)
      for (const [group, { blocking }] of run.groups)
        total.set(group, (total.get(group) ?? 0) + blocking);
  return [...total]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([group]) => group);
})();
printTable(
  `${args.path}, slowdown ${slowdown}×: Lighthouse's TBT per variant, and (mean of the runs) what it counted`,
  [
    'variant',
    'runs',
    'TBT median',
    'range',
    'mean',
    'TBT from thread time',
    'CPU before first paint',
    'performance',
    ...topGroups,
  ],
  [...results].map(([name, runs]) => {
    // With no runs, median and mean are NaN, which the formats print as '–'.
    const med = (value) => median(of(runs, value));
    const performance = med((r) => r.performance);
    return [
      name,
      runs.length,
      ms(med((r) => r.tbt)),
      range(of(runs, (r) => r.tbt)),
      ms(mean(of(runs, (r) => r.tbt))),
      ms(med((r) => r.cpuTbt)),
      ms(med((r) => r.cpuBeforePaint)),
      Number.isNaN(performance) ? '–' : String(performance),
      ...topGroups.map((group) => ms(mean(runs.map((r) => r.groups.get(group)?.blocking ?? 0)))),
    ];
  }),
);
