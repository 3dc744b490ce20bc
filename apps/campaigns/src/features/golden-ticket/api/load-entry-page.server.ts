import type { GoldenTicketCurrent } from '@lumen/validation/promotions';
import type { EntryAvailability } from '../components/entry-form.tsx';
import { getCurrentGoldenTicket } from './get-current-promotion.server.ts';

export type EntryPageData = {
  promotion: GoldenTicketCurrent | null;
  availability: EntryAvailability;
};

/**
 * The entry page's promotion: open, closed (the closing date has passed: the form shows the
 * closed message without calling the server), none (no run, or not open yet) or unknown (the
 * API could not say: the form still sends, and the server decides).
 */
export async function loadEntryPage(now: Date = new Date()): Promise<EntryPageData> {
  try {
    const promotion = await getCurrentGoldenTicket();
    if (!promotion) return { promotion: null, availability: 'none' };
    if (promotion.open) return { promotion, availability: 'open' };
    const isPast = Date.parse(promotion.closesAt) <= now.getTime();
    return { promotion, availability: isPast ? 'closed' : 'none' };
  } catch (err) {
    console.error(`Golden Ticket promotion unavailable: ${(err as Error).message}`);
    return { promotion: null, availability: 'unknown' };
  }
}
