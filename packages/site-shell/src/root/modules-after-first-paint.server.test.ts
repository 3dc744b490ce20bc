import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { modulesAfterFirstPaint } from './modules-after-first-paint.server.ts';

async function run(chunks: Buffer[]): Promise<string> {
  const transform = modulesAfterFirstPaint();
  const out = new PassThrough();
  transform.pipe(out);
  const parts: Buffer[] = [];
  out.on('data', (c: Buffer) => parts.push(c));
  for (const c of chunks) transform.write(c);
  transform.end();
  await new Promise((resolve) => out.on('end', resolve));
  return Buffer.concat(parts).toString('utf8');
}

function inChunksOf(text: string, size: number): Buffer[] {
  const bytes = Buffer.from(text, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return chunks;
}

// As React Router renders it, with text in French around it.
const moduleSource = 'import "/m.js";\nimport * as route0 from "/r.js";\nimport("/e.js");';
const html =
  '<html><head><link rel="modulepreload" href="/m.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/e.js" nonce="n1"/><link rel="stylesheet" href="/s.css"/></head>' +
  '<body><p>Éclairage – “ok” a<b</p><script nonce="n1">window.x = "</p>";</script>' +
  '<script nonce="n1">window.__reactRouterContext = {"a":"</p>"};</script>' +
  `<script nonce="n1" type="module" async="">${moduleSource}</script>` +
  '<script nonce="n1">window.__reactRouterContext.streamController.enqueue("[1]");</script>' +
  '<script nonce="n1">window.y = 1;</script></body></html>';

describe('modulesAfterFirstPaint', () => {
  it('moves the preloads and the module script into one inline start, whatever the chunks', async () => {
    const whole = await run([Buffer.from(html)]);
    expect(whole).not.toContain('<link rel="modulepreload"');
    expect(whole).not.toContain('type="module" async');
    expect(whole).toContain('<link rel="stylesheet" href="/s.css"/></head>');
    expect(whole).toContain('<p>Éclairage – “ok” a<b</p><script nonce="n1">window.x = "</p>";');
    expect(whole).toContain('<script nonce="n1">window.y = 1;</script></body></html>');
    // React Router's context and data scripts, and the start, are deferred modules in order.
    expect(whole).toContain(
      '<script nonce="n1" type="module">window.__reactRouterContext = {"a":"</p>"};</script>' +
        '<script nonce="n1" type="module">(function',
    );
    expect(whole).toContain(
      '<script nonce="n1" type="module">window.__reactRouterContext.streamController.enqueue(',
    );
    const start =
      /<script nonce="n1" type="module">\((function[\s\S]*?)\)\((.*),(\d+),(\d+)\)<\/script>/.exec(
        whole,
      );
    expect(start).not.toBeNull();
    expect(JSON.parse(`[${start![2]}]`)).toEqual([['/m.js', '/e.js'], moduleSource]);
    expect(start![1]).toContain('modulepreload');

    for (let size = 1; size <= 64; size += 1)
      expect(await run(inChunksOf(html, size)), `chunks of ${size}`).toBe(whole);
  });

  it('keeps a module source from ending its inline script', async () => {
    const tricky = 'import "/a.js"; const s = "<\\/script><!--";';
    const out = await run([
      Buffer.from(
        `<link rel="modulepreload" href="/a.js"/><script nonce="n" type="module" async="">${tricky}</script>`,
      ),
    ]);
    expect(out.match(/<\/script>/g)).toHaveLength(1);
    expect(out).toContain('\\u003c');
  });

  it('passes a page without React Router’s scripts through unchanged', async () => {
    const page = '<html><body><p>Hors ligne – “ok”</p><script>1<2</script></body></html>';
    expect(await run(inChunksOf(page, 5))).toBe(page);
  });
});
