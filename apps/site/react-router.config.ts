import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  ssr: true,
  routeDiscovery: { mode: 'initial' },
  // Opted in early where the behaviour is what we want anyway. Pass-through requests and
  // trailing-slash data URLs stay off: the gateway and the forced-edition check rely on
  // React Router's current `.data` URL handling.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
