import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';

/**
 * The API package's folder: the nearest one with a package.json above this module. The same
 * answer from src/config/ (tsx), dist/ (the bundle) and a deploy folder, so the default
 * DATA_DIR does not move when the code is compiled.
 */
function packageRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return from;
  }
}

/**
 * The API's only reader of process.env. Everything is validated once at start so a bad
 * deployment fails immediately with a message that names the variable.
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(1).max(65535).default(4000),
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
    CATALOGUE_SIZE: z.coerce.number().int().min(10).max(200_000).default(1500),
    /** Server the benchmark (pnpm bench:api) measures; falls back to DATABASE_URL, then lumen_bench. */
    BENCH_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
  })
  .superRefine((env, ctx) => {
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
