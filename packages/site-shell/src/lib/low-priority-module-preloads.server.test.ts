import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './low-priority-module-preloads.server.ts';

async function run(chunks: Buffer[]): Promise<string> {
  const transform = lowPriorityModulePreloads();
  const out = new PassThrough();
  transform.pipe(out);
  const parts: Buffer[] = [];
  out.on('data', (c: Buffer) => parts.push(c));
  for (const c of chunks) transform.write(c);
  transform.end();
  await new Promise((resolve) => out.on('end', resolve));
  return Buffer.concat(parts).toString('utf8');
}

describe('lowPriorityModulePreloads', () => {
  const html =
    '<head><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/></head><p>Éclairage – “ok”</p>';
  const expected = html.replaceAll(
    '<link rel="modulepreload"',
    '<link rel="modulepreload" fetchPriority="low"',
  );

  it('marks every module preload, whatever the chunk boundaries, without splitting characters', async () => {
    const bytes = Buffer.from(html, 'utf8');
    for (let size = 1; size <= bytes.length; size += 3) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await run(chunks)).toBe(expected);
    }
  });
});
