import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  GardenPromoPageSchema,
  type GardenPromoQuerySchema,
} from '@lumen/validation/garden-promo-admin';
import { apiJson } from '#src/lib/api-client.ts';

/** The filters and page once the shared schema has read them (page zero-based, size 50). */
export type GardenPromoQuery = ReturnType<typeof GardenPromoQuerySchema.parse>;

/** GET /admin/garden-promo-details: one page of garden promo entries, newest first. */
export function gardenPromoQueryOptions(query: GardenPromoQuery) {
  return queryOptions({
    queryKey: ['garden-promo', query],
    queryFn: ({ signal }) =>
      apiJson(GardenPromoPageSchema, '/admin/garden-promo-details', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useGardenPromo(query: GardenPromoQuery) {
  return useQuery(gardenPromoQueryOptions(query));
}

/** The API path of an entry's invoice, read with the session (never a public address). */
export const gardenInvoicePath = (invoiceDocumentId: string) =>
  `/admin/garden-promo-details/${encodeURIComponent(invoiceDocumentId)}/document`;
