import { z } from 'zod';

/**
 * The gateway's only reader of process.env, validated at start. It stands in locally for
 * the CDN that routes path prefixes to apps in production, so every upstream has a local
 * default except the campaigns app, which may not be running (its paths then answer 502).
 */
const UpstreamSchema = z.url().refine((u) => /^https?:\/\//.test(u), 'must be an http(s) URL');

const EnvSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_APP_URL: UpstreamSchema.default('http://127.0.0.1:3002'),
  API_URL: UpstreamSchema.default('http://127.0.0.1:4000'),
  CAMPAIGNS_URL: z.preprocess((v) => (v === '' ? undefined : v), UpstreamSchema.optional()),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
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
