import { PassThrough, Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { HttpError } from '#src/lib/http-error.ts';
import { checkedFileStream, checkedUpload, type FileCheck } from './checked-file-stream.ts';

const CHECK: FileCheck = {
  maxBytes: 100,
  types: ['application/pdf'],
  tooLarge: () => new HttpError(413, 'too large'),
  wrongType: () => new HttpError(415, 'wrong type'),
  empty: () => new HttpError(400, 'empty'),
};
const sink = () =>
  new Writable({
    write(_c, _e, done) {
      done();
    },
  });
const png = Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR', 'latin1');
const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n');

describe('checkedFileStream', () => {
  it('refuses a type the sniffer knows but this upload does not take', async () => {
    await expect(pipeline(Readable.from([png]), checkedFileStream(CHECK), sink())).rejects.toThrow(
      'wrong type',
    );
    const checked = checkedFileStream(CHECK);
    await pipeline(Readable.from([pdf]), checked, sink());
    expect([checked.fileType(), checked.bytes()]).toEqual(['application/pdf', pdf.length]);
  });
});

describe('checkedUpload', () => {
  it('fails when its source fails mid-file, rather than waiting for an end', async () => {
    const source = new PassThrough();
    const checked = checkedUpload(source, CHECK);
    source.write(pdf);
    source.destroy(new Error('Unexpected end of form'));
    await expect(pipeline(checked, sink())).rejects.toThrow('Unexpected end of form');
  });

  it('fails at once for a source the parser failed before it was handed over', async () => {
    const source = new PassThrough();
    source.on('error', () => {});
    source.destroy(new Error('File terminated early'));
    await expect(pipeline(checkedUpload(source, CHECK), sink())).rejects.toThrow(
      'File terminated early',
    );
  });
});
