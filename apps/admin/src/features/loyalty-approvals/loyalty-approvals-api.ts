import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ApprovalInvoicePageSchema,
  ApprovalInvoiceSchema,
  LoyaltySettingsSchema,
  RewardClaimPageSchema,
  RewardClaimSchema,
  type ApprovalQueueQuerySchema,
  type ClaimAction,
  type InvoiceAction,
  type LoyaltySettings,
} from '@lumen/validation/loyalty-approvals';
import { apiFetch, apiJson } from '#src/lib/api-client.ts';

/** The dates and page once the shared schema has read them (page zero-based, size set). */
export type ApprovalQuery = ReturnType<typeof ApprovalQueueQuerySchema.parse>;

const INVOICE_LISTS = {
  pending: '/admin/invoice-queue',
  decided: '/admin/invoice-history',
} as const;
const CLAIM_LISTS = { pending: '/admin/claims-queue', decided: '/admin/claims-history' } as const;

export function useInvoices(state: 'pending' | 'decided', query: ApprovalQuery) {
  return useQuery(
    queryOptions({
      queryKey: ['loyalty-invoices', state, query],
      queryFn: ({ signal }) =>
        apiJson(ApprovalInvoicePageSchema, INVOICE_LISTS[state], { query, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /admin/invoice-search/{text}: the first 50 by e-mail or invoice number. */
export function useInvoiceSearch(text: string) {
  return useQuery(
    queryOptions({
      queryKey: ['loyalty-invoices', 'search', text],
      queryFn: ({ signal }) =>
        apiJson(ApprovalInvoicePageSchema, `/admin/invoice-search/${encodeURIComponent(text)}`, {
          signal,
        }),
    }),
  );
}

export function useClaims(state: 'pending' | 'decided', query: ApprovalQuery) {
  return useQuery(
    queryOptions({
      queryKey: ['loyalty-claims', state, query],
      queryFn: ({ signal }) =>
        apiJson(RewardClaimPageSchema, CLAIM_LISTS[state], { query, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export const decideInvoice = (body: InvoiceAction) =>
  apiJson(ApprovalInvoiceSchema, '/admin/invoice-action', { method: 'POST', body });

export const decideClaim = (body: ClaimAction) =>
  apiJson(RewardClaimSchema, '/admin/claim-action', { method: 'POST', body });

export const loyaltySettingsOptions = queryOptions({
  queryKey: ['loyalty-settings'],
  queryFn: ({ signal }) => apiJson(LoyaltySettingsSchema, '/admin/loyalty-settings', { signal }),
});

export function useLoyaltySettings() {
  return useQuery(loyaltySettingsOptions);
}

export const saveLoyaltySettings = (body: LoyaltySettings) =>
  apiJson(LoyaltySettingsSchema, '/admin/loyalty-settings', { method: 'PUT', body });

/**
 * Opens an invoice's document in a new tab from a blob fetched with the session: the file
 * never has a public address (spec §7's img_url is replaced by this authenticated fetch).
 */
export async function openInvoiceDocument(path: string): Promise<void> {
  // Opened first, inside the click, so no pop-up blocker stops it; filled once fetched.
  const tab = window.open('', '_blank');
  try {
    const response = await apiFetch(path);
    const url = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
