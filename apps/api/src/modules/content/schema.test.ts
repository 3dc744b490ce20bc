import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSchema, SCHEMA_FILE } from '#src/scripts/emit-schema.ts';

describe('content schema file', () => {
  it('is up to date (run `pnpm --filter @lumen/api build` to refresh it)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(renderSchema());
  });
});
