import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers. The API serves JSON and images only, so the content security policy
 * allows nothing to run; browsers reach it from the site's origins through CORS.
 */
export const securityPlugin = fp<{ corsOrigins: string[] }>(
  async (app, { corsOrigins }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'cross-origin' }, // images are embedded by the site's origins
    });
    const allowed = new Set(corsOrigins);
    app.addHook('onRequest', async (req, reply) => {
      const origin = req.headers.origin;
      if (origin && allowed.has(origin)) {
        reply.header('access-control-allow-origin', origin);
        reply.header('vary', 'Origin');
        reply.header('access-control-allow-credentials', 'true');
        if (req.method === 'OPTIONS') {
          reply
            .header('access-control-allow-methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS')
            .header('access-control-allow-headers', 'content-type,accept-language')
            .header('access-control-max-age', '600')
            .status(204)
            .send();
        }
      }
    });
  },
  { name: 'security' },
);
