import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe('openDatabase (PGlite)', () => {
  it('keeps a small buffer cache: its pages stay resident in Wasm memory (ADR 013)', async () => {
    const db = await openDatabase({ kind: 'pglite' });
    try {
      const [row] = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(row?.shared_buffers).toBe('16MB');
    } finally {
      await db.close();
    }
  });
});
