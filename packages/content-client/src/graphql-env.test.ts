import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const packageDir = join(import.meta.dirname, '..');

describe('graphql-env.d.ts', () => {
  it('matches schema.graphql (run `pnpm --filter @lumen/content-client generate` to refresh it)', () => {
    const cli = join(
      dirname(createRequire(import.meta.url).resolve('gql.tada/package.json')),
      'bin/cli.js',
    );
    const dir = mkdtempSync(join(tmpdir(), 'gql-tada-'));
    try {
      const output = join(dir, 'graphql-env.d.ts');
      execFileSync(process.execPath, [cli, 'generate', 'output', '--output', output], {
        cwd: packageDir,
        stdio: 'pipe',
      });
      expect(readFileSync(output, 'utf8')).toBe(
        readFileSync(join(packageDir, 'src/graphql-env.d.ts'), 'utf8'),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
