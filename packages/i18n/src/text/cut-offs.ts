/**
 * Text cut-offs of spec §5, shared by the site and the campaigns app so a card looks the same
 * everywhere. Lengths count characters as a reader sees them (code points), never half an
 * emoji or accent pair.
 */
export const TEXT_LIMITS = {
  newsTitle: 65,
  caseStudyTitle: 60,
  mobileHeroTitle: 50,
  mobileHeroSubtitle: 90,
  /** Any other title. */
  title: 60,
  productPageTitle: 60,
  newsCardDescription: 300,
  subCategoryLabel: 31,
  /** Product card titles longer than this are cut to `productCardTitleCut`. */
  productCardTitle: 41,
  productCardTitleCut: 37,
} as const;

/** The ellipsis added where the spec says "plus ellipsis". */
export const ELLIPSIS = '…';
/** The spec spells the product card's marker as three dots. */
const PRODUCT_CARD_ELLIPSIS = '...';

/**
 * Cuts `text` to `maxLength` characters and marks the cut. Text that fits is returned as is;
 * trailing spaces before the marker are dropped so a cut never reads "word …".
 */
export function truncateText(
  text: string | null | undefined,
  maxLength: number,
  ellipsis: string = ELLIPSIS,
): string {
  if (!text) return '';
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return `${characters.slice(0, maxLength).join('').trimEnd()}${ellipsis}`;
}

export const cutNewsTitle = (title: string | null | undefined): string =>
  truncateText(title, TEXT_LIMITS.newsTitle);

export const cutCaseStudyTitle = (title: string | null | undefined): string =>
  truncateText(title, TEXT_LIMITS.caseStudyTitle);

export const cutMobileHeroTitle = (title: string | null | undefined): string =>
  truncateText(title, TEXT_LIMITS.mobileHeroTitle);

export const cutMobileHeroSubtitle = (subtitle: string | null | undefined): string =>
  truncateText(subtitle, TEXT_LIMITS.mobileHeroSubtitle);

/** Titles with no rule of their own: over 60 characters become 60 plus an ellipsis. */
export const cutTitle = (title: string | null | undefined): string =>
  truncateText(title, TEXT_LIMITS.title);

export const cutProductPageTitle = (title: string | null | undefined): string =>
  truncateText(title, TEXT_LIMITS.productPageTitle);

export const cutNewsCardDescription = (description: string | null | undefined): string =>
  truncateText(description, TEXT_LIMITS.newsCardDescription);

export const cutSubCategoryLabel = (label: string | null | undefined): string =>
  truncateText(label, TEXT_LIMITS.subCategoryLabel);

/** Product card title: over 41 characters it is cut to 37 plus '...'. */
export function cutProductCardTitle(title: string | null | undefined): string {
  if (!title) return '';
  if (Array.from(title).length <= TEXT_LIMITS.productCardTitle) return title;
  return truncateText(title, TEXT_LIMITS.productCardTitleCut, PRODUCT_CARD_ELLIPSIS);
}

/**
 * The product card line: the (cut) title, then the part number. The part number is appended
 * whether or not the title was cut, so every card in a grid reads the same way.
 */
export function productCardTitle(
  title: string | null | undefined,
  partNumber: string | null | undefined,
): string {
  return [cutProductCardTitle(title), partNumber?.trim() ?? ''].filter(Boolean).join(' ');
}
