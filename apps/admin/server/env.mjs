// The console server's environment, read and checked in this one place: a wrong value stops
// the server at start with a message naming the variable, never mid-request.

/** @param {string} name @param {string | undefined} value */
function origin(name, value) {
  try {
    const url = new URL(value ?? '');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
    return url.origin;
  } catch {
    throw new Error(`${name} must be an http(s) origin such as http://localhost:4000`);
  }
}

/** @param {Record<string, string | undefined>} env */
export function readEnv(env) {
  const port = Number(env.PORT ?? 3001);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error('PORT must be a whole number from 1 to 65535');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    /**
     * The API as the browser reaches it. It must be the same site as the console (same host
     * name, any port), or the browser will not send the SameSite=Strict session cookie.
     */
    apiUrl: origin('API_URL', env.API_URL ?? 'http://localhost:4000'),
    /** The public website, for the cards that open public pages (leaderboard, winners). */
    publicSiteUrl: origin('PUBLIC_SITE_URL', env.PUBLIC_SITE_URL ?? 'http://localhost:3000'),
  };
}
