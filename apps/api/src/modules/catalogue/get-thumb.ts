import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { ApiErrorSchema, ThumbParamsSchema, ThumbQuerySchema } from '@lumen/validation';
import { artworkSvg, mediaDirOf, type ArtworkMotif } from '#src/seed/artwork.ts';
import { CATEGORY_PROFILES } from './seed/vocabulary.ts';
import type { StoredMedia } from './stored-product.ts';

/** Side of a thumbnail when the request gives neither width nor height (spec §9: 600×600). */
const DEFAULT_SIDE = 600;
/** Generated sources are drawn this large, then resized like an uploaded picture would be. */
const SOURCE_SIDE = 1200;

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/**
 * GET /thumb/{id}/{filename}?width=&height= (spec §7 Media): a product picture resized with
 * sharp and cached on disk. {id} is the productId that owns the media. A picture whose source
 * file is absent (the generated catalogue has none) is drawn from a deterministic seed, so a
 * 100,000-product catalogue needs no 100,000 files. Only files the product lists are served.
 */
export const getThumb: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  const inFlight = new Map<string, Promise<Buffer>>();

  app.get(
    '/thumb/:id/:filename',
    {
      schema: {
        tags: ['media'],
        summary: 'A resized product picture',
        params: ThumbParamsSchema,
        querystring: ThumbQuerySchema,
        response: {
          200: z.any().meta({ description: 'The image, in the format of the file name' }),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
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
      const width = req.query.width ?? req.query.height ?? DEFAULT_SIDE;
      const height = req.query.height ?? req.query.width ?? DEFAULT_SIDE;
      const ext = extname(filename).toLowerCase();
      const cached = join(dataDir, 'thumbs', String(id), `${width}x${height}`, filename);

      let body: Buffer;
      if (existsSync(cached)) {
        body = await readFile(cached);
      } else {
        let pending = inFlight.get(cached);
        if (!pending) {
          pending = render({
            source: join(mediaDirOf(dataDir), 'products', String(id), filename),
            filename,
            width,
            height,
            motif: motifFor(row.category, filename),
            seed: `${row.part_number}:${filename}`,
          })
            .then(async (bytes) => {
              // Written beside, then renamed: a concurrent reader never sees half a file.
              await mkdir(dirname(cached), { recursive: true });
              const tmp = `${cached}.${process.pid}.${Date.now()}.tmp`;
              await writeFile(tmp, bytes);
              await rename(tmp, cached);
              return bytes;
            })
            .finally(() => inFlight.delete(cached));
          inFlight.set(cached, pending);
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
