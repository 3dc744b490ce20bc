import { z } from 'zod';
import type { MessageKey } from '@lumen/i18n/messages';
import { PLAIN_LINE, PLAIN_LINES } from './text.ts';

// Not in text.ts: the pages' first scripts import its patterns, and zod must stay out of them.

const INVALID_CHARACTERS = {
  message: 'text.error.invalidCharacters' satisfies MessageKey,
  abort: true,
};

/**
 * The one rule for free text the public forms store (names, companies, messages, the golden
 * ticket's serial): `.check(plainLine)` on the field's string schema, or `.check(plainLines)`
 * for a message whose line breaks are part of it. The message is an @lumen/i18n key.
 */
export const plainLine = z.regex(PLAIN_LINE, INVALID_CHARACTERS);
export const plainLines = z.regex(PLAIN_LINES, INVALID_CHARACTERS);
