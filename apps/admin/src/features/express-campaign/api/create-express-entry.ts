import { useMutation } from '@tanstack/react-query';
import {
  ExpressEntryReceiptSchema,
  type ExpressEntry,
  type ExpressEntryReceipt,
} from '@lumen/validation/promotions';
import { apiJson } from '#src/lib/api-client.ts';

/**
 * POST /admin/express-campaign: the form's values as typed (minutes, seconds, milliseconds);
 * the API parses them with the same schema and stores the total in milliseconds.
 */
export function createExpressEntry(body: ExpressEntry): Promise<ExpressEntryReceipt> {
  return apiJson(ExpressEntryReceiptSchema, '/admin/express-campaign', { method: 'POST', body });
}

/** No list of entries lives in this console (the leaderboard is public), so nothing to refetch. */
export function useCreateExpressEntry() {
  return useMutation({ mutationFn: createExpressEntry });
}
