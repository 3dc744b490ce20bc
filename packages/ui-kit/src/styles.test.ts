// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { beforeAll, describe, expect, it } from 'vitest';

const stylesPath = fileURLToPath(new URL('./styles.css', import.meta.url));

/** Builds styles.css the way an app's Tailwind build does: resolve imports, scan @source. */
async function buildStyles(): Promise<string> {
  const base = path.dirname(stylesPath);
  const compiler = await compile(await readFile(stylesPath, 'utf8'), {
    base,
    from: stylesPath,
    onDependency: () => {},
  });
  const scanner = new Scanner({
    sources: compiler.sources.map((source) => ({ ...source, negated: source.negated ?? false })),
  });
  return compiler.build(scanner.scan());
}

describe('styles.css', () => {
  let css = '';
  beforeAll(async () => {
    css = await buildStyles();
  }, 30_000);

  it('brings the brand theme', () => {
    expect(css).toContain('--color-brand-500: #f5a800');
    expect(css).toContain('--color-header: #14181c');
  });

  it('generates the classes the primitives use, found through @source', () => {
    for (const selector of [
      '.focus-ring',
      '.bg-brand-500',
      '.text-ink-950',
      '.animate-dialog-in',
      String.raw`.w-\[min\(800px\,calc\(100vw-2rem\)\)\]`,
      String.raw`.data-\[state\=active\]\:border-brand-500`,
    ]) {
      expect(css, selector).toContain(selector);
    }
  });

  it('gives every focusable element a visible ring and honours reduced motion', () => {
    expect(css).toMatch(/:focus-visible\s*\{\s*outline: 2px solid var\(--focus-ring-color/);
    expect(css).toContain('prefers-reduced-motion: reduce');
  });
});
