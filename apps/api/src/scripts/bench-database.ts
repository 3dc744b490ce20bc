import pg from 'pg';

// The benchmarks' PostgreSQL server database: created when absent, named without its password.

/** Connects, creating the database when the server answers that it does not exist. */
export async function ensureServerDatabase(url: string): Promise<string | undefined> {
  const problem = await probe(url);
  if (!problem || problem.code !== '3D000') return problem?.message;
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({
    connectionString: admin.toString(),
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    console.log(`\n… created database ${name}`);
  } catch (err) {
    return `database ${name} is absent and could not be created: ${(err as Error).message}`;
  } finally {
    await client.end().catch(() => {});
  }
  return (await probe(url))?.message;
}

async function probe(url: string): Promise<{ message: string; code?: string } | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (err) {
    const e = err as Error & { code?: string };
    return { message: e.message || String(err), code: e.code };
  } finally {
    await client.end().catch(() => {});
  }
}

export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}
