import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('applies defaults for a first run', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(4000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.CATALOGUE_SIZE).toBe(1500);
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
});
