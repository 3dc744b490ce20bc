import { spawn } from 'node:child_process';

const FORWARDED = ['SIGINT', 'SIGTERM'] as const;

/**
 * Runs a seed entry point (src/scripts/seed.ts, or dist/seed.js in the build) in a child
 * process with this process's runtime flags and environment, and waits for it to finish.
 *
 * Why not in the server: seeding renders artwork with sharp and pushes large batches through
 * the database, and a first start of PGlite compiles its initdb as well. On glibc the native
 * memory that takes is not given back to the OS (the malloc arenas of the threads that used
 * it), and PGlite's WebAssembly memory never shrinks, so a server that seeded itself stayed at
 * 480–700 MB resident against about 240 MB for one that did not (ADR 013). A child's memory
 * all goes back when it exits.
 */
export function seedInChildProcess(entry: string): Promise<void> {
  // `node --watch` (the dev script) must not make the seed a watcher that never exits.
  const execArgv = process.execArgv.filter((a) => !a.startsWith('--watch'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...execArgv, entry], { stdio: 'inherit' });
    // A stop request while seeding stops the seed too, rather than orphaning it on the lock.
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    for (const s of FORWARDED) process.on(s, forward);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      for (const s of FORWARDED) process.off(s, forward);
      if (code === 0) resolve();
      else reject(new Error(`the seed process stopped (${signal ?? `exit ${code}`})`));
    });
  });
}
