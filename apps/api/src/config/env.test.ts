import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('applies defaults for a first run', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(4000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.CATALOGUE_SIZE).toBe(1500);
    expect(env).toMatchObject({
      MAX_IN_FLIGHT: 32,
      DB_STATEMENT_TIMEOUT_MS: 5000,
      THUMB_CACHE_MAX_MB: 200,
    });
    expect(env.THUMB_RENDER_CONCURRENCY).toBeGreaterThanOrEqual(1);
  });

  it('refuses production without DATABASE_URL, naming the variable', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL: is required when NODE_ENV=production/,
    );
  });

  it('lists every invalid variable', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });
});
