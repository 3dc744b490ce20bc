import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The API package's folder: the nearest one with a package.json above `from`. The same answer
 * from src/ (tsx), dist/ (the bundle) and a deploy folder, so paths built on it (the default
 * DATA_DIR, the content files) do not move when the code is compiled.
 */
export function packageRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return from;
  }
}
