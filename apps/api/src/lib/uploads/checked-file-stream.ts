import { Transform, type Readable } from 'node:stream';
import type { UploadFileType } from '@lumen/validation';
import { IMAGE_HEAD_BYTES, imagePixels } from './image-pixels.ts';
import { SNIFF_BYTES, sniffFileType } from './sniff-file-type.ts';

export type FileCheck = {
  /** The most bytes the file may have; one more fails the stream with `tooLarge()`. */
  maxBytes: number;
  /** The types accepted, as the file's first bytes show them; else `wrongType()`. */
  types: readonly UploadFileType[];
  /** The route's refusals (an HttpError each), so every upload words its own. */
  tooLarge: () => Error;
  wrongType: () => Error;
  empty: () => Error;
  /** An image whose header says more pixels than `max` fails with `refuse()`. */
  pixels?: { max: number; refuse: () => Error };
};

/**
 * Passes an uploaded file through unchanged while checking it: its first bytes must say an
 * accepted type and it may not pass `maxBytes`, whatever the sender claimed; with `pixels`,
 * an image's header may not say more pixels than its max, so a picture that would cost
 * seconds to decode is refused before it is kept (docs/decisions/043). It holds at most the
 * first IMAGE_HEAD_BYTES, so a file is never whole in memory; the storage it feeds deletes
 * what it wrote when this errors (ADR 026).
 */
export function checkedFileStream(check: FileCheck) {
  let head = Buffer.alloc(0);
  let type: UploadFileType | null = null;
  let bytes = 0;
  // The start of the file, for the image's header: kept only when pixels are checked.
  const start: Buffer[] = [];
  let startBytes = 0;
  const keepStart = (chunk: Buffer) => {
    if (!check.pixels || startBytes >= IMAGE_HEAD_BYTES) return;
    const part = chunk.subarray(0, IMAGE_HEAD_BYTES - startBytes);
    start.push(part);
    startBytes += part.length;
  };
  const judgePixels = async (fileType: UploadFileType): Promise<Error | null> => {
    if (!check.pixels) return null;
    const pixels = await imagePixels(fileType, Buffer.concat(start));
    return pixels !== null && pixels > check.pixels.max ? check.pixels.refuse() : null;
  };
  const judge = (bytesSeen: Buffer) => {
    const sniffed = bytesSeen.length ? sniffFileType(bytesSeen) : null;
    return sniffed && check.types.includes(sniffed) ? sniffed : null;
  };
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > check.maxBytes) return done(check.tooLarge());
      keepStart(chunk);
      if (type) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < SNIFF_BYTES) return done();
      type = judge(head);
      if (!type) return done(check.wrongType());
      const first = head;
      head = Buffer.alloc(0);
      done(null, first);
    },
    flush(done) {
      const rest = type ? null : head;
      if (!type) {
        if (bytes === 0) return done(check.empty());
        // A file shorter than the sniff window: judge what there is.
        type = judge(head);
        if (!type) return done(check.wrongType());
      }
      judgePixels(type).then(
        (refusal) => (refusal ? done(refusal) : done(null, rest)),
        (err: unknown) => done(err as Error),
      );
    },
  });
  return Object.assign(stream, {
    /** The type the bytes showed; known once the stream has finished. */
    fileType: () => type,
    /** The bytes that have passed so far. */
    bytes: () => bytes,
  });
}

/**
 * `source` (a multipart file part) flowing through its check: what a store's `put` reads.
 * The check carries an error listener from the start, since a store may await something
 * (a folder, a spool file) before it reads while the file already flows in: a refusal in the
 * first bytes would otherwise be an unhandled 'error' that ends the process; the store's
 * pipeline still receives it (ADR 026). `pipe` does not pass a source's error on, so a body
 * cut off inside a file fails the check too, instead of leaving the store waiting for an end
 * that never comes; the parser may have failed the part before it was handed over.
 */
export function checkedUpload(source: Readable, check: FileCheck) {
  const checked = checkedFileStream(check);
  checked.once('error', () => {});
  if (source.errored) {
    checked.destroy(source.errored);
  } else {
    source.once('error', (err) => checked.destroy(err));
    source.pipe(checked);
  }
  return checked;
}
