import { describe, expect, it } from 'vitest';
import { addressList, trustProxyFn } from './trust-proxy.ts';

describe('trustProxyFn', () => {
  it('trusts nothing with 0 hops', () => {
    expect(trustProxyFn({ hops: 0, addresses: ['loopback'] })).toBe(false);
  });

  it('trusts at most `hops` hops, each from a listed address', () => {
    const trust = trustProxyFn({ hops: 1, addresses: ['loopback', '10.0.0.0/8'] });
    if (!trust) throw new Error('expected a trust function');
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::ffff:127.0.0.1', 0)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('10.1.2.3', 0)).toBe(true);
    // One hop only: the entry the gateway appended is the client, whatever it is.
    expect(trust('10.1.2.3', 1)).toBe(false);
    // A client reaching the API directly is no proxy.
    expect(trust('203.0.113.9', 0)).toBe(false);
    expect(trust('not-an-address', 0)).toBe(false);
  });

  it('refuses an entry that is not an address, range or range name', () => {
    expect(() => addressList(['10.0.0.0/33'])).toThrow(/10\.0\.0\.0\/33/);
    expect(() => addressList(['localhost'])).toThrow(/localhost/);
    expect(() => addressList(['fd00::/64', '192.0.2.1', 'uniquelocal'])).not.toThrow();
  });
});
