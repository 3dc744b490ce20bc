import { join, resolve } from 'node:path';
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
    // No Redis on a fresh machine, and no proxy trusted unless configured.
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.TRUST_PROXY_HOPS).toBe(0);
  });

  it('reads the rate-limit settings and refuses bad ones', () => {
    const env = parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379', TRUST_PROXY_HOPS: '1' });
    expect(env).toMatchObject({ REDIS_URL: 'redis://127.0.0.1:6379', TRUST_PROXY_HOPS: 1 });
    expect(env.TRUST_PROXY_ADDRESSES).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(() =>
      parseEnv({
        REDIS_URL: 'http://x',
        TRUST_PROXY_HOPS: '-1',
        TRUST_PROXY_ADDRESSES: '10.0.0/8',
      }),
    ).toThrow(/TRUST_PROXY_HOPS[\s\S]*TRUST_PROXY_ADDRESSES: not an address[\s\S]*REDIS_URL/);
  });

  it('keeps the embedded database in apps/api/.data wherever the code runs from', () => {
    // From src/config under tsx and from dist/ in the build alike: the package's folder.
    expect(parseEnv({}).DATA_DIR).toBe(join(resolve(import.meta.dirname, '../..'), '.data'));
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

  it('keeps GraphQL introspection off unless GRAPHQL_INTROSPECTION=true, in any NODE_ENV', () => {
    expect(parseEnv({}).GRAPHQL_INTROSPECTION).toBe(false);
    expect(parseEnv({ NODE_ENV: 'development' }).GRAPHQL_INTROSPECTION).toBe(false);
    expect(parseEnv({ GRAPHQL_INTROSPECTION: 'true' }).GRAPHQL_INTROSPECTION).toBe(true);
    expect(parseEnv({ GRAPHQL_INTROSPECTION: 'false' }).GRAPHQL_INTROSPECTION).toBe(false);
    expect(() => parseEnv({ GRAPHQL_INTROSPECTION: 'yes' })).toThrow(/GRAPHQL_INTROSPECTION/);
  });

  it('reads the admin console origin, the only one CORS lets send credentials', () => {
    expect(parseEnv({}).ADMIN_ORIGIN).toBeUndefined();
    expect(parseEnv({ ADMIN_ORIGIN: 'https://admin.lumen.example' }).ADMIN_ORIGIN).toBe(
      'https://admin.lumen.example',
    );
    // Browsers send an origin with no path or trailing slash; compare like with like.
    expect(parseEnv({ ADMIN_ORIGIN: 'https://admin.lumen.example/' }).ADMIN_ORIGIN).toBe(
      'https://admin.lumen.example',
    );
    expect(() => parseEnv({ ADMIN_ORIGIN: 'admin' })).toThrow(/ADMIN_ORIGIN/);
  });

  it('takes an S3 store whole or not at all, naming what is missing', () => {
    expect(parseEnv({}).S3_ENDPOINT).toBeUndefined();
    const full = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'invoices',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(parseEnv(full)).toMatchObject({ ...full, S3_REGION: 'us-east-1' });
    expect(() => parseEnv({ S3_ENDPOINT: full.S3_ENDPOINT, S3_BUCKET: 'invoices' })).toThrow(
      /S3_ACCESS_KEY_ID: is required with S3_ENDPOINT, S3_BUCKET[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
  });
});
