import { describe, expect, it } from 'vitest';
import { pack, unpack } from './packed-data.ts';

describe('packed loader data', () => {
  it('sends one string and gives back the same data', () => {
    const data = { title: 'Éclairage « LED »', items: [{ id: 1, tags: ['a', 'b'] }], empty: null };
    const wire = pack(data);
    expect(Object.keys(wire)).toEqual(['packed']);
    expect(typeof wire.packed).toBe('string');
    expect(unpack(wire)).toEqual(data);
  });

  it('parses once per answer, so renders share one object', () => {
    const wire = pack({ a: [1, 2, 3] });
    expect(unpack(wire)).toBe(unpack(wire));
    // Another answer with equal data is another object: the next loader run's data is new.
    expect(unpack(pack({ a: [1, 2, 3] }))).not.toBe(unpack(wire));
  });

  it('survives a round trip through the wire as a plain object', () => {
    const wire = JSON.parse(JSON.stringify(pack({ n: 1 }))) as ReturnType<
      typeof pack<{ n: number }>
    >;
    expect(unpack(wire)).toEqual({ n: 1 });
  });
});
