import { markdownToPlainText, truncateText } from '@lumen/i18n/text';

/** A combination card's text: its description's first paragraph, as plain text. */
export const CARD_SUMMARY_LIMIT = 160;

/**
 * The panels hold the whole Markdown description; the card shows its opening paragraph, cut
 * like the other landing cards (customised conversions, 160), so the cards in a row keep one
 * height and a link in a later paragraph stays in the panel.
 */
export function cardSummary(description: string): string {
  const first = description.split(/\n\s*\n/, 1)[0] ?? '';
  return truncateText(markdownToPlainText(first), CARD_SUMMARY_LIMIT);
}
