/** Spec §9: landing-page carousels show 3 slides, 2 under 1024 px, 1 under 480 px. */
export const LANDING_CAROUSEL = {
  perView: 3,
  breakpoints: [
    { below: 1024, perView: 2 },
    { below: 480, perView: 1 },
  ],
} as const;
