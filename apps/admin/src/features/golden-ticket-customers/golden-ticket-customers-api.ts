import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  GoldenCustomersPageSchema,
  type GoldenCustomersQuerySchema,
} from '@lumen/validation/golden-ticket-admin';
import { apiJson } from '#src/lib/api-client.ts';

/** The filters and page once the shared schema has read them (page zero-based, count set). */
export type GoldenCustomersQuery = ReturnType<typeof GoldenCustomersQuerySchema.parse>;

/** GET /admin/golden-ticket-customers: one page of entrants with their wins, newest first. */
export function goldenCustomersQueryOptions(query: GoldenCustomersQuery) {
  return queryOptions({
    queryKey: ['golden-ticket-customers', query],
    queryFn: ({ signal }) =>
      apiJson(GoldenCustomersPageSchema, '/admin/golden-ticket-customers', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useGoldenCustomers(query: GoldenCustomersQuery) {
  return useQuery(goldenCustomersQueryOptions(query));
}
