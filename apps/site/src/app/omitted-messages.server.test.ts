import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '@lumen/i18n/messages/en';
import { OMITTED_MESSAGE_NAMESPACES } from './omitted-messages.server.ts';

const repo = join(import.meta.dirname, '../../../..');

/** The code the site renders: its own, and the packages its pages are built from. */
const SOURCE_DIRS = [
  'apps/site/src',
  'packages/site-shell/src',
  'packages/ui-kit/src',
  'packages/product-api-client/src',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('messages left out of the site pages', () => {
  it('are namespaces that exist', () => {
    const namespaces = new Set(Object.keys(en).map((key) => key.split('.')[0]));
    for (const namespace of OMITTED_MESSAGE_NAMESPACES) expect(namespaces).toContain(namespace);
  });

  it('are never named by the code the site renders', () => {
    const key = new RegExp(`['"\`](${OMITTED_MESSAGE_NAMESPACES.join('|')})\\.[a-zA-Z]`);
    const offenders = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(repo, dir))).filter((file) =>
      key.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
