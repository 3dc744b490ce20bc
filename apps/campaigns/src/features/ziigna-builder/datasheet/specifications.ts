/*
 * The fixed specifications every Ziigna datasheet prints (spec campaigns-and-admin §9). They
 * describe the product, not a choice, so they are constants here rather than builder content.
 */
export const ZIIGNA_SPECIFICATIONS = {
  moduleLengthMinM: 0.6,
  moduleLengthMaxM: 3,
  efficacyLmPerW: 120,
  fluxLm: 4000,
  warrantyYears: 5,
  lifetimeHours: 100_000,
  widthMm: 50,
  heightMm: 91,
} as const;

/** What the two densities mean (§9): about 1,750 and 3,500 lumens per metre. */
export const ZIIGNA_DENSITY_LM_PER_M = { low: 1750, high: 3500 } as const;
