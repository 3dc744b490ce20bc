import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPublicPaths, onlyPublicFiles } from './public-files.mjs';

function folder() {
  const dir = mkdtempSync(join(tmpdir(), 'public-files-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'vegas', 'img'), { recursive: true });
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dir, 'assets', 'entry-abc.js'), '');
  writeFileSync(join(dir, 'vegas', 'index.html'), '');
  writeFileSync(join(dir, 'vegas', 'img', 'lamp 1.png'), '');
  return dir;
}

describe('public files', () => {
  it('lists each file, and a folder with an index.html with and without its slash', () => {
    expect([...listPublicPaths(folder(), ['/assets'])].sort()).toEqual([
      '/favicon.svg',
      '/vegas',
      '/vegas/',
      '/vegas/img/lamp 1.png',
      '/vegas/index.html',
    ]);
  });

  it('sends only listed paths to the file server; pages and malformed escapes go on', () => {
    const served: string[] = [];
    const passed: string[] = [];
    const mw = onlyPublicFiles(listPublicPaths(folder(), ['/assets']), (req: { path: string }) =>
      served.push(req.path),
    );
    for (const path of [
      '/favicon.svg',
      '/vegas/img/lamp%201.png',
      '/products/downlights',
      '/%E0%A4%A',
      '/',
    ])
      mw({ path }, {}, () => passed.push(path));
    expect(served).toEqual(['/favicon.svg', '/vegas/img/lamp%201.png']);
    expect(passed).toEqual(['/products/downlights', '/%E0%A4%A', '/']);
  });
});
