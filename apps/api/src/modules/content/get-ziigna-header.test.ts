import { describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { getZiignaHeader } from './get-ziigna-header.ts';

/** A database whose one stored page is `doc`, as getSingleton reads it. */
const dbWith = (doc: Record<string, unknown> | null) =>
  ({ query: async () => (doc ? [{ doc }] : []) }) as unknown as Database;

describe('getZiignaHeader', () => {
  it('sorts each sub-list by orderId, whatever order the editor wrote it in', async () => {
    const list = (...orders: number[]) => orders.map((orderId) => ({ id: `i${orderId}`, orderId }));
    const page = await getZiignaHeader(
      dbWith({
        id: 'default',
        bannerTitle: 'Ziigna',
        departments: list(3, 1, 2),
        combinations: list(2, 10, 1),
        features: list(5, 4),
        contents: list(2, 1),
      }),
      'en-GB',
    );
    const ids = (items: { id: string }[] | undefined) => items?.map((i) => i.id);
    expect(ids(page?.departments)).toEqual(['i1', 'i2', 'i3']);
    expect(ids(page?.combinations)).toEqual(['i1', 'i2', 'i10']);
    expect(ids(page?.features)).toEqual(['i4', 'i5']);
    expect(ids(page?.contents)).toEqual(['i1', 'i2']);
  });

  it('answers null when there is no page, and empty lists when a list is missing', async () => {
    expect(await getZiignaHeader(dbWith(null), 'fr-FR')).toBeNull();
    const page = await getZiignaHeader(dbWith({ id: 'default', bannerTitle: 'Ziigna' }), 'en-GB');
    expect(page).toMatchObject({ departments: [], combinations: [], features: [], contents: [] });
  });
});
