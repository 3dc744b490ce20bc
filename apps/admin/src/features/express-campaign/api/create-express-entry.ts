import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ExpressEntryReceiptSchema,
  type ExpressEntry,
  type ExpressEntryReceipt,
} from '@lumen/validation/promotions';
import { apiJson } from '#src/lib/api-client.ts';
import { EXPRESS_ENTRIES_KEY } from './get-express-entries.ts';

/**
 * POST /admin/express-campaign: the form's values as typed (minutes, seconds, milliseconds);
 * the API parses them with the same schema and stores the total in milliseconds.
 */
export function createExpressEntry(body: ExpressEntry): Promise<ExpressEntryReceipt> {
  return apiJson(ExpressEntryReceiptSchema, '/admin/express-campaign', { method: 'POST', body });
}

/** An admin's entry list then shows the new entry. */
export function useCreateExpressEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExpressEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXPRESS_ENTRIES_KEY }),
  });
}
