import type { Language } from '@lumen/i18n';

/**
 * Fixed facts about the site that are not content: the brand name used in titles and
 * JSON-LD, the fallback description a page uses until content gives it SEO fields, and the
 * business constants of spec public-site §9 that the shell applies.
 */
export const SITE_NAME = 'Lumen';

export const FALLBACK_DESCRIPTION: Record<Language, string> = {
  en: 'LED lighting for trade customers and installers in the UK, Ireland, Australia, France and New Zealand.',
  fr: 'Éclairage LED pour les professionnels et les installateurs au Royaume-Uni, en Irlande, en Australie, en France et en Nouvelle-Zélande.',
};

/** The support desk's hours (spec §2 Footer, §9), worded by the `footer.supportHours` message. */
export const SUPPORT_HOURS = '07:30-17:30';

/**
 * The support desk printed in every edition's footer (spec §2 Footer: support hours, the UK
 * and Ireland phone numbers and a fax number); `href` is the dialable form.
 */
export const SUPPORT_PHONES = {
  uk: { display: '+44 (0)161 496 0730', href: 'tel:+441614960730' },
  ireland: { display: '+353 (0)20 913 0192', href: 'tel:+353209130192' },
  fax: { display: '+44 (0)161 496 0731' },
} as const;

/** The country whose edition loads the support chat script (spec §2 Footer). */
export const SUPPORT_CHAT_COUNTRY_ID = 4;

/** Scroll distance after which the header darkens (spec §9). */
export const HEADER_DARKEN_SCROLL_PX = 100;

/** Hero carousel cycle (spec §9). */
export const HERO_CYCLE_MS = 15_000;

/** Below this width the hero shows its mobile image and no video (spec §9: "under 767"). */
export const MOBILE_BREAKPOINT_PX = 767;

/** Clients logo slider (spec §9): 6 per view, 4 under 1024, 3 under 767, 2 under 480, speed 2000. */
export const CLIENTS_SLIDER = {
  perView: 6,
  breakpoints: [
    { below: 1024, perView: 4 },
    { below: 767, perView: 3 },
    { below: 480, perView: 2 },
  ],
  intervalMs: 2000,
} as const;

/** Latest news slider (spec §9): 3, 2, 1 per view. */
export const NEWS_SLIDER = {
  perView: 3,
  breakpoints: [
    { below: 1024, perView: 2 },
    { below: 767, perView: 1 },
  ],
} as const;

/** Careers and other page carousels (spec §9): 3 per view, 2 under 1024, 1 on small screens. */
export const PAGE_CAROUSEL = {
  perView: 3,
  breakpoints: [
    { below: 1024, perView: 2 },
    { below: 576, perView: 1 },
  ],
} as const;

/** Our-story heritage timeline (spec §9): 3 per view, 2 below 1199, 1 below 576. */
export const HERITAGE_CAROUSEL = {
  perView: 3,
  breakpoints: [
    { below: 1199, perView: 2 },
    { below: 576, perView: 1 },
  ],
} as const;
/**
 * Where the virtual visitor centre's panorama tour is hosted: the one origin besides the
 * video player that pages may frame (lib/security-headers.server.ts). A tour address from
 * content on any other origin is shown as a link instead of a frame.
 */
export const VISITOR_TOUR_ORIGIN = 'https://tour.lumen-lighting.example';
