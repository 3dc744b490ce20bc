// `npm start`: install what is missing, build, then run the API (embedded PostgreSQL,
// migrated and seeded) and whichever apps exist, and print their URLs.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, pnpm, root, runPnpm } from './lib.mjs';

// The public website is the gateway on 3000: it routes each path to the app that owns it
// (site on 3002, campaigns on 3003, /media and /thumb to the API). Editions can be
// seen side by side at uk./au./fr./nz.localhost:3000.
const API = 'http://localhost:4000';
const PUBLIC_SITE = 'http://localhost:3000';
const EDITION_ORIGINS = ['uk', 'au', 'fr', 'nz'].map((e) => `http://${e}.localhost:3000`);
const services = [
  {
    name: 'API',
    dir: 'apps/api',
    pkg: '@lumen/api',
    port: 4000,
    health: '/health',
    // The browser calls the API from every edition's host.
    env: {
      // The browser posts to the API's own port (PUBLIC_API_URL), not through the gateway,
      // which forwards only /media and /thumb: no proxy is in front of the limited routes,
      // so X-Forwarded-For is ignored rather than let a visitor choose their address.
      TRUST_PROXY_HOPS: '0',
      // The staff console: the one origin that may send the session cookie and sign staff in.
      ADMIN_ORIGIN: 'http://localhost:3001',
      CORS_ORIGINS: [
        PUBLIC_SITE,
        'http://127.0.0.1:3000',
        'http://localhost:3001',
        ...EDITION_ORIGINS,
      ].join(','),
    },
  },
  {
    name: 'Site (internal)',
    dir: 'apps/site',
    pkg: '@lumen/site',
    port: 3002,
    health: '/robots.txt',
    internal: true,
    env: {
      PORT: '3002',
      API_URL: 'http://127.0.0.1:4000',
      PUBLIC_API_URL: API,
      SITE_URL: PUBLIC_SITE,
      EDITION: process.env.EDITION ?? 'uk',
    },
  },
  {
    // Promotions and landing pages: /goldenticket…, /express-leaderboard, its files under
    // /_campaigns. Same configuration as the site (one public website, one shell).
    name: 'Campaigns (internal)',
    dir: 'apps/campaigns',
    pkg: '@lumen/campaigns',
    port: 3003,
    health: '/goldenticket/terms-conditions',
    internal: true,
    env: {
      PORT: '3003',
      API_URL: 'http://127.0.0.1:4000',
      PUBLIC_API_URL: API,
      SITE_URL: PUBLIC_SITE,
      EDITION: process.env.EDITION ?? 'uk',
    },
  },
  {
    name: 'Public website',
    dir: 'apps/gateway',
    pkg: '@lumen/gateway',
    port: 3000,
    health: '/robots.txt',
    env: {
      PORT: '3000',
      SITE_APP_URL: 'http://127.0.0.1:3002',
      API_URL: 'http://127.0.0.1:4000',
      // Left unset when the campaigns app is not in this checkout: its pages are then the
      // gateway's 503 page.
      ...(existsSync(join(root, 'apps/campaigns/package.json'))
        ? { CAMPAIGNS_URL: 'http://127.0.0.1:3003' }
        : {}),
    },
  },
  {
    // The staff console's static build. It calls the API as `localhost` like its own origin:
    // the session cookie is SameSite=Strict, so console and API must be the same site.
    name: 'Staff console',
    dir: 'apps/admin',
    pkg: '@lumen/admin',
    port: 3001,
    health: '/admin-login',
    env: { PORT: '3001', API_URL: API, PUBLIC_SITE_URL: PUBLIC_SITE },
  },
].filter((s) => existsSync(join(root, s.dir, 'package.json')));

await ensureInstalled();
console.log('› Building…');
await runPnpm(['turbo', 'run', 'build', '--output-logs=errors-only']);

const children = [];
const stop = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const [cmd, ...pre] = pnpm();
for (const s of services) {
  const child = spawn(cmd, [...pre, '--filter', s.pkg, 'run', 'start'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...s.env },
  });
  child.on('exit', (code) => {
    if (code && code !== 0) {
      console.error(`✖ ${s.name} stopped (exit ${code}).`);
      stop();
      process.exitCode = code;
    }
  });
  children.push(child);
}

async function waitFor(url, ms = 180_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

const ready = await Promise.all(
  services.map((s) => waitFor(`http://localhost:${s.port}${s.health}`)),
);
console.log('\nLumen is running:');
services.forEach((s, i) => {
  if (!s.internal)
    console.log(`  ${ready[i] ? '✔' : '…'} ${s.name.padEnd(16)} http://localhost:${s.port}`);
});
if (services.some((s) => s.pkg === '@lumen/gateway')) {
  console.log(`    Editions         ${EDITION_ORIGINS.join('  ')}`);
  if (services.some((s) => s.pkg === '@lumen/campaigns')) {
    // The campaigns app is internal (behind the gateway); its pages are the website's.
    console.log('    Promotions       http://localhost:3000/goldenticket  /express-leaderboard');
  }
}
if (services.some((s) => s.pkg === '@lumen/api')) {
  console.log('    GraphQL          http://localhost:4000/graphql');
  console.log('    OpenAPI          http://localhost:4000/openapi.json');
}
console.log('Press Ctrl+C to stop.\n');
