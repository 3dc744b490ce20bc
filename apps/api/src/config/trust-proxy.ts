import { BlockList, isIP } from 'node:net';

/** Names usable in TRUST_PROXY_ADDRESSES, as Express and Fastify's proxy-addr spell them. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

export type TrustProxy = {
  /** Proxies in front of the API that each append the address they saw to X-Forwarded-For. */
  hops: number;
  /** Where those proxies connect from: addresses, CIDR ranges or the names above. */
  addresses: string[];
};

/**
 * Builds the address list, throwing on an entry that is neither an address, a CIDR range
 * nor a named range, so a typo fails at start instead of silently trusting nothing.
 */
export function addressList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (family === 0 || rest.length > 0) throw new Error(`not an address or range: ${entry}`);
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const n = Number(prefix);
    if (!/^\d+$/.test(prefix) || n > bits) throw new Error(`not an address or range: ${entry}`);
    list.addSubnet(address, n, type);
  }
  return list;
}

/**
 * Fastify's `trustProxy` for the deployment: X-Forwarded-For is read from the right for at
 * most `hops` entries, and each hop must come from a listed proxy address. The hop count
 * keeps a visitor's own X-Forwarded-For entries (left of what the proxies appended) from
 * becoming their address; the address list keeps a client that reaches the API directly
 * from posing as a proxy. Fastify ≥5.12.1 no longer accepts a bare hop count for that reason.
 * `false` (hops 0) ignores the header: the socket address is the client.
 */
export function trustProxyFn({
  hops,
  addresses,
}: TrustProxy): false | ((address: string, hop: number) => boolean) {
  if (hops <= 0) return false;
  const proxies = addressList(addresses);
  return (address, hop) => {
    const family = isIP(address);
    return hop < hops && family !== 0 && proxies.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}
