import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CampaignInvoicesPageSchema,
  type CampaignInvoicesQuerySchema,
} from '@lumen/validation/campaign-invoices-admin';
import { apiJson } from '#src/lib/api-client.ts';

/** The filters and page once the shared schema has read them (page zero-based, size set). */
export type CampaignInvoicesQuery = ReturnType<typeof CampaignInvoicesQuerySchema.parse>;

export const CAMPAIGN_INVOICES_PATH = '/loyalty/get-documents-for-campaign';

/** GET /loyalty/get-documents-for-campaign: one page of uploaded invoices, newest first. */
export function campaignInvoicesQueryOptions(query: CampaignInvoicesQuery) {
  return queryOptions({
    queryKey: ['campaign-invoices', query],
    queryFn: ({ signal }) =>
      apiJson(CampaignInvoicesPageSchema, CAMPAIGN_INVOICES_PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCampaignInvoices(query: CampaignInvoicesQuery) {
  return useQuery(campaignInvoicesQueryOptions(query));
}
