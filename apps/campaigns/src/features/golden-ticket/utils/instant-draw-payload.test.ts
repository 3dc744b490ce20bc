import { describe, expect, it } from 'vitest';
import {
  INSTANT_DRAW_STORAGE_KEY,
  readInstantDrawPayload,
  saveInstantDrawPayload,
} from './instant-draw-payload.ts';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('instant-draw payload', () => {
  it('reads back what the entry page saved, win or not', () => {
    const storage = memoryStorage();
    saveInstantDrawPayload(storage, {
      goldenSerialNumber: 'AB12CD34',
      email: 'a@b.ie',
      status: true,
    });
    expect(readInstantDrawPayload(storage)).toEqual({
      goldenSerialNumber: 'AB12CD34',
      email: 'a@b.ie',
      status: true,
    });
    saveInstantDrawPayload(storage, {
      goldenSerialNumber: 'AB12CD34',
      email: 'a@b.ie',
      status: false,
    });
    expect(readInstantDrawPayload(storage)?.status).toBe(false);
  });

  it.each([
    ['nothing stored', undefined],
    ['not JSON', '{'],
    ['no serial', JSON.stringify({ email: 'a@b.ie', status: true })],
    ['blank e-mail', JSON.stringify({ goldenSerialNumber: 'AB12CD34', email: ' ', status: true })],
    [
      'status not a boolean',
      JSON.stringify({ goldenSerialNumber: 'AB12CD34', email: 'a@b.ie', status: 'true' }),
    ],
    ['no status', JSON.stringify({ goldenSerialNumber: 'AB12CD34', email: 'a@b.ie' })],
  ])('is incomplete (null) with %s', (_, stored) => {
    const storage = memoryStorage(
      stored === undefined ? {} : { [INSTANT_DRAW_STORAGE_KEY]: stored },
    );
    expect(readInstantDrawPayload(storage)).toBeNull();
  });
});
