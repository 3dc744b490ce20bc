import { getEnv } from './config/env.ts';
import { createGateway } from './gateway.ts';

let env;
try {
  env = getEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const server = createGateway({
  upstreams: { site: env.SITE_APP_URL, api: env.API_URL, campaigns: env.CAMPAIGNS_URL },
  timeoutMs: env.UPSTREAM_TIMEOUT_MS,
  editions: { defaultEdition: env.EDITION, origins: env.EDITION_SITE_URLS },
  log: (line) => console.warn(`[gateway] ${line}`),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

server.listen(env.PORT, env.HOST, () => {
  console.log(
    `[gateway] http://${env.HOST}:${env.PORT} -> site ${env.SITE_APP_URL}, api ${env.API_URL}, campaigns ${env.CAMPAIGNS_URL ?? '(not configured)'}`,
  );
});
