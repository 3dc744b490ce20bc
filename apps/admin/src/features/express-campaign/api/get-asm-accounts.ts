import { queryOptions, useQuery } from '@tanstack/react-query';
import { ExpressAsmAccountsSchema, type ExpressAsmAccounts } from '@lumen/validation/promotions';
import { apiJson } from '#src/lib/api-client.ts';

/** GET /admin/express-campaign/asm-accounts (admins): the active ASM accounts, by name. */
export function getAsmAccounts(signal?: AbortSignal): Promise<ExpressAsmAccounts> {
  return apiJson(ExpressAsmAccountsSchema, '/admin/express-campaign/asm-accounts', { signal });
}

export function asmAccountsQueryOptions() {
  return queryOptions({
    queryKey: ['express-campaign', 'asm-accounts'],
    queryFn: ({ signal }) => getAsmAccounts(signal),
  });
}

/** Only an admin chooses the ASM; an ASM's form never asks (`isEnabled` false). */
export function useAsmAccounts(isEnabled: boolean) {
  return useQuery({ ...asmAccountsQueryOptions(), enabled: isEnabled });
}
