import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Chapter, ProductLanguage } from '@lumen/validation';
import { ChaptersTreeResponseSchema } from '@lumen/validation';

/**
 * GET /chapters/tree (spec §7): main categories with their sub categories as Children, each
 * named in both languages (Name: [{language, description}]).
 */
export const getChaptersTree: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chapters/tree',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Main categories and their sub categories',
        response: { 200: ChaptersTreeResponseSchema },
      },
    },
    async (_req, reply) => {
      const rows = await app.db.query<{
        id: number;
        key: string;
        parent_id: number | null;
        language: ProductLanguage;
        name: string;
        slug: string;
      }>(
        `SELECT c.id, c.key, c.parent_id, t.language, t.name, t.slug
           FROM catalogue_categories c JOIN catalogue_category_texts t ON t.category_id = c.id
          ORDER BY c.parent_id NULLS FIRST, c.position, t.language`,
      );
      const nodes = new Map<number, Chapter & { parentId: number | null }>();
      for (const r of rows) {
        let node = nodes.get(r.id);
        if (!node) {
          node = { id: r.id, key: r.key, parentId: r.parent_id, Name: [], Slug: [], Children: [] };
          nodes.set(r.id, node);
        }
        node.Name.push({ language: r.language, description: r.name });
        node.Slug.push({ language: r.language, description: r.slug });
      }
      const roots: Chapter[] = [];
      for (const { parentId, ...node } of nodes.values()) {
        if (parentId === null) roots.push(node);
        else nodes.get(parentId)?.Children.push({ ...node, Children: [] });
      }
      // The taxonomy changes with a deployment, not between requests.
      reply.header('cache-control', 'public, max-age=300');
      return roots;
    },
  );
};
