import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { packageRoot } from '#src/lib/package-root.ts';
import { addressList } from './trust-proxy.ts';

/**
 * The API's only reader of process.env. Everything is validated once at start so a bad
 * deployment fails immediately with a message that names the variable.
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    /**
     * A second port answering only GET /health/live, from a thread of its own, for the
     * orchestrator's liveness probe (liveness-listener.ts); none when unset.
     */
    HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
    DATA_DIR: z
      .string()
      .min(1)
      .default(join(packageRoot(import.meta.dirname), '.data')),
    PUBLIC_URL: z.url().default('http://localhost:4000'),
    CORS_ORIGINS: z
      .string()
      .default(
        'http://localhost:3000,http://localhost:3001,http://127.0.0.1:3000,http://127.0.0.1:3001',
      )
      .transform((s) =>
        s
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      ),
    /**
     * Proxies in front of the API that append to X-Forwarded-For (the gateway counts as one):
     * the client address, which rate limits count by, is read that many entries from the
     * right. 0 ignores the header (decision 012).
     */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** Where those proxies connect from: addresses, CIDR ranges, loopback/linklocal/uniquelocal. */
    TRUST_PROXY_ADDRESSES: z
      .string()
      .default('loopback,linklocal,uniquelocal')
      .transform((s) =>
        s
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      )
      .superRefine((entries, ctx) => {
        try {
          addressList(entries);
        } catch (err) {
          ctx.addIssue({ code: 'custom', message: (err as Error).message });
        }
      }),
    /** Shares rate-limit counters between API instances; unset counts in this process only. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    /** Starts every Redis key, so deployments sharing one Redis server stay apart. */
    REDIS_KEY_PREFIX: z.string().min(1).default('lumen:'),
    /** Requests handled at once; more wait in a short queue, then get 503 (ADR 011). */
    MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(32),
    /** Requests that may wait for a slot; beyond this they get 503 at once. */
    MAX_QUEUED: z.coerce.number().int().min(0).default(128),
    /** How long a request may wait for a slot before it gets 503. */
    QUEUE_TIMEOUT_MS: z.coerce.number().int().min(1).default(1000),
    /** Event-loop lag above which new requests get 503 (0: off); matters most on PGlite. */
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(500),
    /** Longest time to receive a request and to answer it; past it the answer is 503. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** statement_timeout on the PostgreSQL server (0: none). PGlite cannot enforce one. */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
    /** Disk the thumbnail cache (DATA_DIR/thumbs) may use; least recently used go first. */
    THUMB_CACHE_MAX_MB: z.coerce.number().min(1).default(200),
    /** Thumbnails rendered at once (default: one core fewer than the machine has, at least 1). */
    THUMB_RENDER_CONCURRENCY: z.coerce
      .number()
      .int()
      .min(1)
      .default(Math.max(1, availableParallelism() - 1)),
    /** Thumbnail renders that may wait; beyond this the answer is 503. */
    THUMB_RENDER_QUEUE: z.coerce.number().int().min(0).default(16),
    /**
     * An S3-compatible store (AWS, MinIO, R2) for uploaded documents; unset keeps them on local
     * disk under DATA_DIR/uploads. Set all of endpoint, bucket and keys, or none.
     */
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /**
     * The admin console's origin, the one origin CORS lets send credentials (cookies). The
     * public API uses none, so no origin gets credentials while this is unset.
     */
    ADMIN_ORIGIN: z
      .url()
      .transform((u) => new URL(u).origin)
      .optional(),
    /**
     * Lets GraphQL clients explore the schema: introspection and "Did you mean" suggestions.
     * Off by default in every NODE_ENV; the site is typed from the emitted schema file.
     */
    GRAPHQL_INTROSPECTION: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /**
     * The mail relay (smtp://user:pass@host:587 or smtps://…): e-mails are always stored in
     * email_outbox, and also sent when this and MAIL_FROM are set (lib/mailer.ts).
     */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** The sender of those e-mails, e.g. "Lumen Promotions <promotions@lumen.example>". */
    MAIL_FROM: z.string().min(3).optional(),
    CATALOGUE_SIZE: z.coerce.number().int().min(10).max(200_000).default(1500),
    /** Server the benchmark (pnpm bench:api) measures; falls back to DATABASE_URL, then lumen_bench. */
    BENCH_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required with SMTP_URL' });
    }
    const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const given = s3.filter((k) => env[k] !== undefined);
    if (given.length > 0 && given.length < s3.length) {
      for (const k of s3.filter((k) => env[k] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: `is required with ${given.join(', ')}`,
        });
      }
    }
    // PGlite neither fsyncs nor locks its folder across hosts: fine for a laptop, not for production.
    if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message:
          'is required when NODE_ENV=production (the embedded database is for development only)',
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`,
    );
    throw new Error(`Invalid API configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** getEnv for entry points (server, scripts): a bad configuration prints its list and exits. */
export function getEnvOrExit(): Env {
  try {
    return getEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
