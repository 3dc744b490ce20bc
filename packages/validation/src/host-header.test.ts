import { describe, expect, it } from 'vitest';
import { isWellFormedHost } from './host-header.mjs';

describe('isWellFormedHost', () => {
  it('accepts names, addresses and ports, and no header at all', () => {
    for (const host of [undefined, 'localhost', 'a.example:3000', '127.0.0.1', '[::1]:4000'])
      expect(isWellFormedHost(host), String(host)).toBe(true);
  });

  it('refuses what no URL can hold', () => {
    for (const host of ['', '[', '[::1', 'a b', 'a/b', 'a@b', 'a?b', 'a#b', 'x:y', 'a%zz', 'a\\b'])
      expect(isWellFormedHost(host), host).toBe(false);
  });
});
