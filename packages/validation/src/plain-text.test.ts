import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainLine, plainLines } from './plain-text.ts';

const line = z.string().check(plainLine);
const lines = z.string().check(plainLines);

/** Every kind of character the rule refuses, one string each. */
const REFUSED = [
  ...['\u0000', '\u0001', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f'],
  ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'],
  ...['\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'],
];

describe('plainLine and plainLines', () => {
  it('take names in any script, accents, emoji and joiners', () => {
    for (const v of ['Siobhán', 'Zoë', 'Łukasz', 'محمد', 'שרה', 'मनीषा', 'Anne-Marie O’Neil', '👩‍🔧'])
      expect(line.safeParse(v).success, v).toBe(true);
  });

  it('refuse C0, DEL and C1 controls and the bidi controls, wherever they are', () => {
    for (const c of REFUSED) {
      for (const v of [c, `Anna${c}`, `${c}Anna`, `An${c}na`]) {
        expect(line.safeParse(v).error?.issues[0]?.message, JSON.stringify(v)).toBe(
          'text.error.invalidCharacters',
        );
        expect(lines.safeParse(v).success, JSON.stringify(v)).toBe(false);
      }
    }
  });

  it('let a message keep its line breaks and tabs, and a line refuse them', () => {
    for (const c of ['\n', '\r', '\t']) {
      expect(lines.safeParse(`one${c}two`).success).toBe(true);
      expect(line.safeParse(`one${c}two`).success).toBe(false);
    }
  });
});
