import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ExpressEntryReceiptSchema,
  type ExpressEntryCorrection,
  type ExpressEntryReceipt,
  type ExpressEntryWithdrawal,
} from '@lumen/validation/promotions';
import { apiJson } from '#src/lib/api-client.ts';
import { EXPRESS_ENTRIES_KEY } from './get-express-entries.ts';

/** POST /admin/express-campaign/:id/correct (admins): audited, with a reason. */
export function correctExpressEntry({
  id,
  ...body
}: ExpressEntryCorrection & { id: number }): Promise<ExpressEntryReceipt> {
  return apiJson(ExpressEntryReceiptSchema, `/admin/express-campaign/${id}/correct`, {
    method: 'POST',
    body,
  });
}

/** POST /admin/express-campaign/:id/withdraw (admins): off the public board, kept for audit. */
export function withdrawExpressEntry({
  id,
  ...body
}: ExpressEntryWithdrawal & { id: number }): Promise<ExpressEntryReceipt> {
  return apiJson(ExpressEntryReceiptSchema, `/admin/express-campaign/${id}/withdraw`, {
    method: 'POST',
    body,
  });
}

/** Either change refreshes the entry list, which shows the corrected or withdrawn entry. */
export function useCorrectExpressEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctExpressEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXPRESS_ENTRIES_KEY }),
  });
}

export function useWithdrawExpressEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawExpressEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXPRESS_ENTRIES_KEY }),
  });
}
