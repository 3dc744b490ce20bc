import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { mediaDirOf } from '#src/seed/artwork.ts';

/**
 * GET /media/* serves content images (the artwork the seed generates). Names never change
 * for different bytes, so browsers may cache them for a long time.
 */
export const serveMedia: FastifyPluginAsync<{ dataDir: string }> = async (app, { dataDir }) => {
  const root = mediaDirOf(dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '7d',
    immutable: true,
  });
};
