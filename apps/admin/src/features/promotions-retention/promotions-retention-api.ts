import { queryOptions, useQuery } from '@tanstack/react-query';
import { PromotionRetentionListSchema } from '@lumen/validation/promotion-retention';
import { apiJson } from '#src/lib/api-client.ts';

/** GET /admin/promotions-retention: every promotion with its anonymise date and counts. */
export const promotionsRetentionQueryOptions = queryOptions({
  queryKey: ['promotions-retention'],
  queryFn: ({ signal }) =>
    apiJson(PromotionRetentionListSchema, '/admin/promotions-retention', { signal }),
});

export function usePromotionsRetention() {
  return useQuery(promotionsRetentionQueryOptions);
}
