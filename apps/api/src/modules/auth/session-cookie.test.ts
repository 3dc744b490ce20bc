import { describe, expect, it } from 'vitest';
import { hashSessionId, isSessionId, newSessionId, sessionCookie } from './session-cookie.ts';
import { addressBucket } from './sign-in-throttle.ts';

describe('the session cookie', () => {
  it('is Secure with the __Host- prefix unless the console is plain HTTP on this machine', () => {
    for (const origin of ['https://admin.lumen.example', 'http://admin.lumen.example', undefined])
      expect(sessionCookie(origin), String(origin)).toEqual({
        name: '__Host-lumen_staff',
        options: { path: '/', httpOnly: true, sameSite: 'strict', secure: true },
      });
    for (const origin of ['http://localhost:3001', 'http://127.0.0.1:3001', 'http://[::1]:3001'])
      expect(sessionCookie(origin), origin).toMatchObject({
        name: 'lumen_staff',
        options: { secure: false, httpOnly: true, sameSite: 'strict' },
      });
  });

  it('carries 256 random bits, stored only as their SHA-256', () => {
    const id = newSessionId();
    expect(isSessionId(id)).toBe(true);
    expect(newSessionId()).not.toBe(id);
    expect(hashSessionId(id)).toMatch(/^[0-9a-f]{64}$/);
    expect(isSessionId(`${id}x`)).toBe(false);
    expect(isSessionId("' OR 1=1 --")).toBe(false);
    expect(isSessionId(undefined)).toBe(false);
  });
});

describe('addressBucket', () => {
  it('counts IPv4 as is, IPv6 by its /64, IPv4-mapped IPv6 as IPv4', () => {
    expect(addressBucket('192.0.2.1')).toBe('192.0.2.1');
    expect(addressBucket('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressBucket('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
  });
});
