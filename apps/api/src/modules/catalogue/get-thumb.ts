import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { ApiErrorSchema, ThumbParamsSchema, ThumbQuerySchema } from '@lumen/validation';
import { Semaphore } from '#src/lib/semaphore.ts';
import { artworkSvg, mediaDirOf, type ArtworkMotif } from '#src/seed/artwork.ts';
import { CATEGORY_PROFILES } from './seed/vocabulary.ts';
import type { StoredMedia } from './stored-product.ts';
import { ThumbCache } from './thumb-cache.ts';

/** Generated sources are drawn this large, then resized like an uploaded picture would be. */
const SOURCE_SIDE = 1200;

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

export type ThumbOptions = {
  /** Bytes DATA_DIR/thumbs may hold (default 200 MB). */
  cacheMaxBytes?: number;
  /** Renders at once (default: one core fewer than the machine has, at least 1). */
  renderConcurrency?: number;
  /** Renders that may wait for a slot; beyond this the answer is 503 (default 16). */
  renderQueue?: number;
  /** A ready-made render gate instead of the two above; tests read its peak. */
  renderGate?: Semaphore;
};

/**
 * GET /thumb/{id}/{filename}?width=&height= (spec §7 Media): a product picture resized with
 * sharp and cached on disk. {id} is the productId that owns the media. A picture whose source
 * file is absent (the generated catalogue has none) is drawn from a deterministic seed, so a
 * 100,000-product catalogue needs no 100,000 files. Only files the product lists are served.
 *
 * Rendering is the one CPU-heavy thing a visitor can ask for, so it is bounded three ways
 * (ADR 011): sizes are rounded up to a few sides (ThumbQuerySchema), the disk cache has a
 * size bound with LRU eviction, and new renders pass a small gate whose queue answers 503
 * when full, so a client asking for many odd sizes cannot pin every core or fill the disk.
 */
export const getThumb: FastifyPluginAsyncZod<{ dataDir: string; thumbs?: ThumbOptions }> = async (
  app,
  { dataDir, thumbs = {} },
) => {
  const inFlight = new Map<string, Promise<Buffer>>();
  const cache = new ThumbCache(join(dataDir, 'thumbs'), thumbs.cacheMaxBytes ?? 200 * 1024 ** 2);
  await cache.scan();
  const gate =
    thumbs.renderGate ??
    new Semaphore({
      limit: thumbs.renderConcurrency ?? Math.max(1, availableParallelism() - 1),
      maxQueued: thumbs.renderQueue ?? 16,
      busyMessage: 'Too many thumbnails are being drawn; try again shortly',
    });

  app.get(
    '/thumb/:id/:filename',
    {
      schema: {
        tags: ['media'],
        summary: 'A resized product picture',
        description:
          'Width and height are rounded up to the next rendered side; 503 with Retry-After ' +
          'when too many new sizes are being drawn at once.',
        params: ThumbParamsSchema,
        querystring: ThumbQuerySchema,
        response: {
          200: z.any().meta({ description: 'The image, in the format of the file name' }),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const { id, filename } = req.params;
      const [row] = await app.db.query<{
        media: StoredMedia[];
        part_number: string;
        category: string;
        is_accessory: boolean;
      }>(
        `SELECT p.media, p.part_number, c.key AS category, p.is_accessory
           FROM products p JOIN catalogue_categories c ON c.id = p.main_category_id WHERE p.id = $1`,
        [id],
      );
      const owned = row?.media.some((m) => m.languages.some((l) => l.filename === filename));
      if (!row || !owned) {
        return reply.status(404).send({
          statusCode: 404,
          error: 'Not Found',
          message: `No picture '${filename}' for product ${id}`,
        });
      }
      const { width, height } = req.query; // already rounded to a rendered side
      const ext = extname(filename).toLowerCase();
      const key = `${id}/${width}x${height}/${filename}`;

      let body = await cache.get(key);
      if (!body) {
        let pending = inFlight.get(key);
        if (!pending) {
          pending = gate
            .run(() =>
              render({
                source: join(mediaDirOf(dataDir), 'products', String(id), filename),
                filename,
                width,
                height,
                motif: motifFor(row.category, filename),
                seed: `${row.part_number}:${filename}`,
              }),
            )
            .then(async (bytes) => {
              await cache.put(key, bytes);
              return bytes;
            })
            .finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        body = await pending;
      }
      return reply
        .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=604800')
        .send(body);
    },
  );
};

function motifFor(category: string, filename: string): ArtworkMotif {
  if (/-dimensions\./.test(filename)) return 'document';
  return CATEGORY_PROFILES[category]?.motif ?? 'scene';
}

async function render(opts: {
  source: string;
  filename: string;
  width: number;
  height: number;
  motif: ArtworkMotif;
  seed: string;
}): Promise<Buffer> {
  const ext = extname(opts.filename).toLowerCase();
  const hasSource = existsSync(opts.source);
  if (ext === '.svg') {
    // Vector pictures need no resampling: the drawing is sized to the request.
    return hasSource
      ? readFile(opts.source)
      : Buffer.from(
          artworkSvg({
            motif: opts.motif,
            seed: opts.seed,
            width: opts.width,
            height: opts.height,
          }),
        );
  }
  const input = hasSource
    ? await readFile(opts.source)
    : Buffer.from(
        artworkSvg({ motif: opts.motif, seed: opts.seed, width: SOURCE_SIDE, height: SOURCE_SIDE }),
      );
  const img = sharp(input).resize(opts.width, opts.height, {
    fit: 'contain',
    background: { r: 255, g: 255, b: 255, alpha: ext === '.png' || ext === '.webp' ? 0 : 1 },
  });
  if (ext === '.png') return img.png({ compressionLevel: 8 }).toBuffer();
  if (ext === '.webp') return img.webp({ quality: 80 }).toBuffer();
  return img.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}
