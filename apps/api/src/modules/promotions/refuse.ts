import { t } from '@lumen/i18n/messages';
import { GOLDEN_TICKET_MESSAGES } from '@lumen/validation';
import { VisitorError } from '#src/lib/visitor-error.ts';

/**
 * A golden ticket refusal in the words the page shows (its `error` field is toasted). The
 * promotion pages are English only (campaigns spec §9: promotion pages only en-GB).
 */
export const refuse = (
  statusCode: number,
  outcome: Exclude<keyof typeof GOLDEN_TICKET_MESSAGES, 'redeemSent'>,
) => new VisitorError(statusCode, t('en', GOLDEN_TICKET_MESSAGES[outcome]));
