import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { STAFF_CONSOLE_HEADER } from '@lumen/validation';

export type SecurityOptions = {
  /** Origins whose pages may call the API from a browser (the site's editions). */
  corsOrigins: string[];
  /**
   * Origins that may also send credentials (cookies): the staff console's (ADMIN_ORIGIN)
   * alone. The public API uses none.
   */
  corsCredentialOrigins?: string[];
};

/**
 * Security headers. The API serves JSON and images only, so the content security policy
 * allows nothing to run; browsers reach it from the site's origins through CORS.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app, { corsOrigins, corsCredentialOrigins = [] }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'cross-origin' }, // images are embedded by the site's origins
    });
    const withCredentials = new Set(corsCredentialOrigins);
    const allowed = new Set([...corsOrigins, ...corsCredentialOrigins]);
    app.addHook('onRequest', async (req, reply) => {
      const origin = req.headers.origin;
      if (origin && allowed.has(origin)) {
        reply.header('access-control-allow-origin', origin);
        if (withCredentials.has(origin))
          reply
            .header('access-control-allow-credentials', 'true')
            // The console saves exports and attachments under the server's file name.
            .header('access-control-expose-headers', 'content-disposition');
        if (req.method === 'OPTIONS') {
          // The console's header is granted to the console alone: it is what lets a staff
          // read through (plugins/auth.ts), so no other origin's page may send it.
          const headers = withCredentials.has(origin)
            ? `content-type,accept-language,${STAFF_CONSOLE_HEADER.name}`
            : 'content-type,accept-language';
          reply
            .header('access-control-allow-methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS')
            .header('access-control-allow-headers', headers)
            .header('access-control-max-age', '600')
            .status(204)
            .send();
        }
      }
    });
    // Every answer depends on Origin (allowed or not, sent or not), so a shared cache must
    // never hand one origin's response to another: errors and 404s included.
    app.addHook('onSend', async (_req, reply, payload) => {
      reply.header('vary', withVaryOrigin(reply.getHeader('vary')));
      return payload;
    });
  },
  { name: 'security' },
);

/** Adds Origin to a Vary header value, keeping what is there. */
export function withVaryOrigin(vary: string | number | string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary : [String(vary ?? '')])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (names.some((n) => n === '*' || n.toLowerCase() === 'origin')) return names.join(', ');
  return [...names, 'Origin'].join(', ');
}
