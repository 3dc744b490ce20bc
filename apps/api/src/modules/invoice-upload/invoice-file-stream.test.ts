import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { checkedInvoiceStream } from './invoice-file-stream.ts';

async function run(chunks: Buffer[], max?: number) {
  const checked = checkedInvoiceStream(max);
  const out: Buffer[] = [];
  const sink = new Writable({
    write(c: Buffer, _e, done) {
      out.push(c);
      done();
    },
  });
  await pipeline(Readable.from(chunks), checked, sink);
  return { type: checked.fileType(), body: Buffer.concat(out) };
}

const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n');

describe('checkedInvoiceStream', () => {
  it('passes a file through byte for byte, even when its head arrives a byte at a time', async () => {
    const r = await run([...pdf].map((b) => Buffer.from([b])));
    expect(r).toEqual({ type: 'application/pdf', body: pdf });
  });

  it('accepts a file of exactly the limit and refuses one byte more with 413', async () => {
    const at = Buffer.concat([pdf, Buffer.alloc(100 - pdf.length)]);
    expect((await run([at], 100)).body.length).toBe(100);
    await expect(run([at, Buffer.from('x')], 100)).rejects.toMatchObject({ statusCode: 413 });
  });

  it('refuses what is not a PDF or an image with 415, whatever its name said', async () => {
    await expect(run([Buffer.from('<?php system($_GET["c"]); ?>')])).rejects.toMatchObject({
      statusCode: 415,
    });
    await expect(run([Buffer.from('%PD')])).rejects.toMatchObject({ statusCode: 415 });
  });

  it('calls an empty file missing', async () => {
    await expect(run([])).rejects.toMatchObject({ statusCode: 400 });
  });
});
