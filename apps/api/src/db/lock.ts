import { readFileSync, rmSync, writeFileSync } from 'node:fs';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its data folder, and two processes writing one folder corrupt it.
 * This takes an exclusive lock file (stale locks from dead processes are taken over) and
 * returns the function that releases it.
 */
export function acquireLock(path: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      const release = () => rmSync(path, { force: true });
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The embedded database at ${path.replace(/lumen\.lock$/, '')} is in use by process ${holder}. ` +
            'Stop that process, or set DATABASE_URL to use a PostgreSQL server.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the database lock at ${path}`);
}
