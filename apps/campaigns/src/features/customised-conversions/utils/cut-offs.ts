import { markdownToPlainText, truncateText } from '@lumen/i18n/text';

/** Spec §9: the customised conversions case-study cards cut titles at 30 characters. */
export const CONVERSION_CARD_TITLE_LIMIT = 30;
/** Spec §9: and descriptions at 160. */
export const CONVERSION_CARD_DESCRIPTION_LIMIT = 160;

export const cutConversionCardTitle = (title: string): string =>
  truncateText(title, CONVERSION_CARD_TITLE_LIMIT);

/** The description is Markdown: cut its plain text, so a cut never leaves half a link. */
export const cutConversionCardDescription = (description: string | null): string =>
  truncateText(markdownToPlainText(description), CONVERSION_CARD_DESCRIPTION_LIMIT);
