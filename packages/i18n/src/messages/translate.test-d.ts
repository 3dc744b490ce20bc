import { describe, expectTypeOf, it } from 'vitest';
import { t } from './translate.ts';
import type { MessageParams } from './types.ts';

describe('t types', () => {
  it('requires exactly the placeholders of the English text', () => {
    expectTypeOf<MessageParams<'filters.remove'>>().toEqualTypeOf<{
      readonly label: string | number;
    }>();
    expectTypeOf<MessageParams<'products.showingCount'>>().toMatchTypeOf<{
      count: number;
      shown: string | number;
    }>();
    // @ts-expect-error a placeholder message needs its params
    t('en', 'filters.remove');
    // @ts-expect-error a plain message takes none
    t('en', 'common.ok', { x: 1 });
    // @ts-expect-error unknown keys are rejected
    t('en', 'common.nope');
  });
});
