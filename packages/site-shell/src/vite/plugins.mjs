// Plain JavaScript: Vite loads an app's vite.config with this package left external, and
// Node 20 cannot import TypeScript. Types are in plugins.d.mts.

/*
 * Build plugins of the site's bundle (ADR 020). They change how the browser's code is packed
 * and when React Router reads web storage, never what the code does.
 */

/*
 * React Router's router reads its applied view transitions from sessionStorage as it starts,
 * during hydration: the first use of web storage in a page, which waits for the browser to
 * open it (8–40 ms of one task in traces of the listing, issue 9). They only matter to a
 * back or forward move, or to a navigation that asks for a view transition, so the patch
 * reads them just before the first of those. The pagehide write is unchanged: it writes only
 * when there are transitions, and any transition was read in first.
 */
const TRANSITIONS_PATCHES = [
  // Not at start …
  [
    'restoreAppliedTransitions(routerWindow, appliedViewTransitions);\n      let _saveAppliedTransitions',
    'let _saveAppliedTransitions',
  ],
  // … but before a back or forward move looks them up …
  [
    'let priorPaths = appliedViewTransitions.get(state.location.pathname);',
    'restoreAppliedTransitions(routerWindow, appliedViewTransitions);\n      let priorPaths = appliedViewTransitions.get(state.location.pathname);',
  ],
  // … or a navigation with a view transition adds to them; once.
  [
    'let toPaths = appliedViewTransitions.get(state.location.pathname);',
    'restoreAppliedTransitions(routerWindow, appliedViewTransitions);\n      let toPaths = appliedViewTransitions.get(state.location.pathname);',
  ],
  [
    'function restoreAppliedTransitions(_window, transitions) {\n',
    'function restoreAppliedTransitions(_window, transitions) {\n  if (!_window || transitions.isRestored) return;\n  transitions.isRestored = true;\n',
  ],
];

/**
 * React Router's browser code with two build-time changes, neither of which changes what it
 * does for the visitor:
 * - Its package maps every condition to its `development` build, which differs from the
 *   `production` one by a single flag: `ENABLE_DEV_WARNINGS`. Turning it off lets the
 *   minifier drop the development warnings, 0.7 KB of gzip on every page.
 * - Its view transitions are read from sessionStorage when first needed, not as the router
 *   starts (`TRANSITIONS_PATCHES`).
 * A patch whose text is not found fails the build, so an upgrade of React Router cannot
 * silently undo it.
 */
/** @returns {import('vite').Plugin} */
export function reactRouterForTheBrowser() {
  return {
    name: 'lumen:react-router-for-the-browser',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]development[\\/]/.test(id)) return null;
      let patched = code.replace(
        'var ENABLE_DEV_WARNINGS = true;',
        'var ENABLE_DEV_WARNINGS = false;',
      );
      if (code.includes('function restoreAppliedTransitions(')) {
        for (const [from, to] of TRANSITIONS_PATCHES) {
          if (!patched.includes(from)) {
            throw new Error(
              `React Router's view transitions: "${from.slice(0, 60)}…" not found in ${id}`,
            );
          }
          patched = patched.replace(from, to);
        }
      }
      return patched === code ? null : patched;
    },
  };
}

const ROOT_ROUTE = /[\\/]src[\\/]app[\\/]root\.tsx$/;

/**
 * Every page loads the root route's static imports (the layout shell, header, i18n, the
 * router, React). Left to itself the bundler cuts them into eight small chunks, each gzipped
 * apart; one chunk compresses 3 KB smaller. The plugin collects the root route's static
 * import graph once the module graph is known, and `shellChunk.test` puts those modules (and
 * their dependencies) in one chunk. The root route module itself stays an entry of its own.
 */
/** @returns {{ plugin: import('vite').Plugin, test: (id: string) => boolean }} */
export function shellChunk() {
  /** @type {Set<string>} */
  const shell = new Set();
  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'lumen:shell-chunk',
    apply: 'build',
    buildEnd() {
      if (this.environment.name !== 'client') return;
      const root = [...this.getModuleIds()].find((id) => ROOT_ROUTE.test(id));
      if (!root) return;
      const queue = [root];
      const seen = new Set(queue);
      while (queue.length > 0) {
        for (const dep of this.getModuleInfo(/** @type {string} */ (queue.pop()))?.importedIds ??
          []) {
          if (seen.has(dep)) continue;
          seen.add(dep);
          queue.push(dep);
        }
      }
      seen.delete(root);
      for (const id of seen) if (!id.includes('node_modules')) shell.add(id);
    },
  };
  return { plugin, test: (id) => shell.has(id) };
}

/** Files worth a compressed copy: text the server would otherwise compress per response. */
const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;

/**
 * Writes `<file>.br` beside each script, stylesheet and SVG of the client build's assets, at
 * Brotli's best quality (11), which the server sends as they are (server/precompressed.mjs).
 * Per response the server compresses at quality 4 to keep pages cheap to serve; for files
 * built once and cached for a year the slow best quality is free, and it takes 13–14% more off
 * every page's JS (the shared first script: 118.9 KB at quality 4, 102.4 KB at 11). It runs
 * after the whole app is built: React Router writes its route manifest, a script every page
 * loads, during the server build.
 */
/** @returns {import('vite').Plugin} */
export function precompressAssets() {
  return {
    name: 'lumen:precompress-assets',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const client = builder.environments.client?.config;
        if (!client) return;
        const [{ readdir, readFile, writeFile }, { join, resolve }, { promisify }, zlib] =
          await Promise.all([
            import('node:fs/promises'),
            import('node:path'),
            import('node:util'),
            import('node:zlib'),
          ]);
        const brotli = promisify(zlib.brotliCompress);
        const dir = resolve(client.root, client.build.outDir, client.build.assetsDir);
        const files = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
        await Promise.all(
          files.map(async (name) => {
            const source = await readFile(join(dir, name));
            const compressed = await brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            });
            await writeFile(join(dir, `${name}.br`), compressed);
          }),
        );
      },
    },
  };
}
