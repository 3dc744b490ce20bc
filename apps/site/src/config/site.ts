import type { Language } from '@lumen/i18n';

/**
 * Fixed facts about the site that are not content: the brand name used in titles and
 * JSON-LD, and the fallback description a page uses until content gives it SEO fields.
 */
export const SITE_NAME = 'Lumen';

export const FALLBACK_DESCRIPTION: Record<Language, string> = {
  en: 'LED lighting for trade customers and installers in the UK, Ireland, Australia, France and New Zealand.',
  fr: 'Éclairage LED pour les professionnels et les installateurs au Royaume-Uni, en Irlande, en Australie, en France et en Nouvelle-Zélande.',
};

/** Support hours printed in the footer (spec §9). */
export const SUPPORT_HOURS = { opens: '07:30', closes: '17:30' } as const;

/** The country whose edition loads the support chat script (spec §2 Footer). */
export const SUPPORT_CHAT_COUNTRY_ID = 4;

/** Scroll distance after which the header darkens (spec §9). */
export const HEADER_DARKEN_SCROLL_PX = 100;
