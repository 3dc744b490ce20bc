import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  ssr: true,
  // Pages answer at their public paths (/goldenticket…, /express-leaderboard): the gateway
  // routes those prefixes here. Only the files move under /_campaigns/ (vite.config.ts `base`),
  // so the basename stays '/' (docs/decisions/024).
  basename: '/',
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
