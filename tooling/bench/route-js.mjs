// Initial JS and CSS of each page route of the site's production build, gzip, from React
// Router's client manifest: the entry with its imports, then every route module on the way
// from the root to the leaf, with their static imports. What a route loads later (dynamic
// import() on intent or when idle) is not initial and is not counted. Shared by
// `pnpm bench:site` (a report) and the JS budget check of `npm test` (a test: bytes do not
// vary by machine).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

function routeManifest(clientDir) {
  const assets = join(clientDir, 'assets');
  if (!existsSync(assets))
    throw new Error(`No build at ${clientDir}: run "pnpm --filter @lumen/site build".`);
  const [file] = readdirSync(assets)
    .filter((f) => /^manifest-.*\.js$/.test(f))
    .map((f) => join(assets, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!file) throw new Error(`No route manifest in ${assets}.`);
  const text = readFileSync(file, 'utf8');
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, ''));
}

export function jsPerRoute(clientDir, { base = '/' } = {}) {
  const manifest = routeManifest(clientDir);
  const gz = new Map();
  // An app built under a Vite `base` (the campaigns app's /_campaigns/) names its files with
  // that prefix; on disk they sit at the client dir's root.
  const fileOf = (href) => join(clientDir, href.startsWith(base) ? href.slice(base.length) : href);
  const gzipOf = (href) => {
    if (!gz.has(href)) gz.set(href, gzipSync(readFileSync(fileOf(href))).length);
    return gz.get(href);
  };
  const chainOf = (id) => {
    const chain = [];
    for (let r = manifest.routes[id]; r; r = manifest.routes[r.parentId]) chain.unshift(r);
    return chain;
  };
  const fullPath = (chain) =>
    '/' +
    chain
      .map((r) => (r.index ? '' : (r.path ?? '')))
      .filter(Boolean)
      .join('/');
  const routes = Object.values(manifest.routes);
  const leaves = routes.filter(
    (r) => r.hasDefaultExport && !routes.some((c) => c.parentId === r.id),
  );
  return leaves.map((leaf) => {
    const chain = chainOf(leaf.id);
    const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
    const css = new Set();
    for (const r of chain) {
      if (r.module) js.add(r.module);
      for (const i of r.imports ?? []) js.add(i);
      for (const c of r.css ?? []) css.add(c);
    }
    const jsGzip = [...js].reduce((n, f) => n + gzipOf(f), 0);
    // What the server sends: the build's Brotli copy where there is one (precompressAssets).
    const jsSent = [...js].reduce((n, f) => {
      const br = `${fileOf(f)}.br`;
      return n + (existsSync(br) ? statSync(br).size : gzipOf(f));
    }, 0);
    const cssGzip = [...css].reduce((n, f) => n + gzipOf(f), 0);
    return {
      route: fullPath(chain) || '/',
      id: leaf.id,
      files: js.size,
      scripts: [...js],
      jsGzip,
      jsSent,
      cssGzip,
    };
  });
}
