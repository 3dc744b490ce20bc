// Plain JavaScript, so the Node servers that run without a build step (the public apps'
// server) can import it as well as the API and the gateway.

/** `host[:port]` (RFC 9110 §7.2): a registered name or IPv4 address, or an IPv6 literal. */
const HOST_HEADER = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=%]+)(?::\d{0,5})?$/;

/**
 * Whether a Host header can name a server. Absent is fine (HTTP/1.0; Node itself refuses an
 * HTTP/1.1 request without one); present, it must be a host and port a URL can hold, since
 * servers build the request's URL from it.
 *
 * @param {string | undefined} host
 * @returns {boolean}
 */
export function isWellFormedHost(host) {
  if (host === undefined) return true;
  return HOST_HEADER.test(host) && URL.canParse(`http://${host}/`);
}
