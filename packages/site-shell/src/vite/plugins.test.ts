import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterForTheBrowser } from './plugins.mjs';

// React Router's browser build, as the site's bundle takes it: the development build's file
// that holds the router (its name is a content hash that changes between versions).
const require = createRequire(import.meta.url);
const dist = dirname(require.resolve('react-router'));
const routerFile = readdirSync(dist)
  .map((name) => join(dist, name))
  .find(
    (path) =>
      path.endsWith('.mjs') && readFileSync(path, 'utf8').includes('function createRouter('),
  );

/** The plugin's transform hook, which reads nothing of its plugin context. */
const transform = (
  reactRouterForTheBrowser() as unknown as {
    transform: (code: string, id: string) => string | null;
  }
).transform;

/** The body of the router's function `name` (up to the next function at its depth). */
function body(code: string, name: string): string {
  const start = code.indexOf(`  function ${name}(`);
  return code.slice(start, code.indexOf('\n  function ', start + 1));
}

describe('reactRouterForTheBrowser', () => {
  it('finds React Router’s router', () => {
    expect(routerFile).toMatch(/[\\/]dist[\\/]development[\\/]/);
  });

  const code = readFileSync(routerFile ?? '', 'utf8');
  const patched = transform(code, routerFile ?? '') ?? '';

  it('turns off the development warnings', () => {
    expect(code).toContain('var ENABLE_DEV_WARNINGS = true;');
    expect(patched).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(patched).not.toContain('var ENABLE_DEV_WARNINGS = true;');
  });

  it('reads the view transitions before a back or forward move or a transition, not at start', () => {
    expect(body(code, 'initialize')).toContain('restoreAppliedTransitions(');
    expect(body(patched, 'initialize')).not.toContain('restoreAppliedTransitions(');
    const completion = body(patched, 'completeNavigation');
    for (const lookup of ['let priorPaths =', 'let toPaths =']) {
      const at = completion.indexOf(lookup);
      expect(at).toBeGreaterThan(0);
      expect(completion.slice(0, at).trimEnd()).toMatch(
        /restoreAppliedTransitions\(routerWindow, appliedViewTransitions\);$/,
      );
    }
    // Read once, and never without a window (the server).
    expect(patched).toMatch(
      /function restoreAppliedTransitions\(_window, transitions\) \{\s+if \(!_window \|\| transitions\.isRestored\) return;\s+transitions\.isRestored = true;/,
    );
  });

  it('fails the build when a patch no longer applies', () => {
    const changed = code.replace(
      'let toPaths = appliedViewTransitions',
      'let to = appliedViewTransitions',
    );
    expect(() => transform(changed, routerFile ?? '')).toThrow(/view transitions/);
  });

  it('leaves every other module alone', () => {
    expect(transform(code, '/app/node_modules/other/index.mjs')).toBeNull();
  });
});
