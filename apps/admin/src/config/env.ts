import { z } from 'zod';

/*
 * The console's configuration, read in this one module. The server (server/serve-console.mjs)
 * writes it into index.html at serve time, so one build works for every environment; the
 * Vite dev server has no such step and uses the local defaults.
 */
const ConsoleConfigSchema = z.object({
  /** The API as the browser reaches it: the same site as the console, for the cookie. */
  apiUrl: z.url(),
  /** The public website: the leaderboard and winners cards open its pages. */
  publicSiteUrl: z.url(),
});
export type ConsoleConfig = z.infer<typeof ConsoleConfigSchema>;

const LOCAL: ConsoleConfig = {
  apiUrl: 'http://localhost:4000',
  publicSiteUrl: 'http://localhost:3000',
};

function readConfig(): ConsoleConfig {
  const text = typeof document === 'undefined' ? null : document.getElementById('lumen-config');
  if (!text?.textContent) return LOCAL;
  return ConsoleConfigSchema.parse(JSON.parse(text.textContent));
}

export const env: ConsoleConfig = readConfig();
