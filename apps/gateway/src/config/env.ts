import { z } from 'zod';
import { EditionSiteUrlsSchema } from '@lumen/validation/editions';
import { EDITION_IDS, type EditionId } from '@lumen/i18n/editions';

/**
 * The gateway's only reader of process.env, validated at start. It stands in locally for
 * the CDN that routes path prefixes to apps in production, so every upstream has a local
 * default except the campaigns app, which may not be running (its paths then answer 503).
 */
const UpstreamSchema = z.url().refine((u) => /^https?:\/\//.test(u), 'must be an http(s) URL');

const EnvSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_APP_URL: UpstreamSchema.default('http://127.0.0.1:3002'),
  API_URL: UpstreamSchema.default('http://127.0.0.1:4000'),
  CAMPAIGNS_URL: z.preprocess((v) => (v === '' ? undefined : v), UpstreamSchema.optional()),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /*
   * The site's edition settings, for the language of the pages the gateway writes itself when
   * the site is down (decision 016): a host named in EDITION_SITE_URLS, or <edition>.localhost,
   * is that edition, any other host is EDITION's; a language cookie wins over both.
   */
  EDITION: z.enum(EDITION_IDS as [EditionId, ...EditionId[]]).default('uk'),
  EDITION_SITE_URLS: EditionSiteUrlsSchema,
});

export type GatewayEnv = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): GatewayEnv {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`,
    );
    throw new Error(`Invalid gateway configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function getEnv(): GatewayEnv {
  return parseEnv(process.env);
}
