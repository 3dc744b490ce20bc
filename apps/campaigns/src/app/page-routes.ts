import { paths } from '@lumen/site-shell/config/paths.ts';

export type PageRoute = {
  /** Its pattern in the shell's paths.ts (paths.campaigns). */
  pattern: string;
  /** Its route module, relative to src/app. */
  file: string;
};

const golden = paths.campaigns.goldenTicket;

/**
 * The pages this app serves, all under the default (dark header) layout. The shell's
 * `isCampaignPath` answers from the same patterns, so the site links here with document loads
 * and this app navigates between these client-side.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { pattern: golden.entry.pattern, file: 'routes/golden-ticket.tsx' },
  { pattern: golden.instantDraw.pattern, file: 'routes/golden-ticket-instant-draw.tsx' },
  { pattern: golden.terms.pattern, file: 'routes/golden-ticket-terms.tsx' },
  { pattern: golden.winners.pattern, file: 'routes/golden-ticket-winners.tsx' },
  { pattern: paths.campaigns.expressLeaderboard.pattern, file: 'routes/express-leaderboard.tsx' },
  { pattern: paths.campaigns.worldCup.pattern, file: 'routes/world-cup.tsx' },
  { pattern: paths.campaigns.invoiceUpload.pattern, file: 'routes/upload-invoice.tsx' },
  { pattern: paths.campaigns.onSiteWarranty.pattern, file: 'routes/on-site-warranty.tsx' },
  { pattern: paths.campaigns.lightingDesign.pattern, file: 'routes/lighting-design.tsx' },
  {
    pattern: paths.campaigns.energySavingCalculator.pattern,
    file: 'routes/energy-saving-calculator.tsx',
  },
  { pattern: paths.campaigns.portalLogin.pattern, file: 'routes/portal-login.tsx' },
  {
    pattern: paths.campaigns.marketingCollateral.pattern,
    file: 'routes/marketing-collateral.tsx',
  },
  {
    pattern: paths.campaigns.customisedConversions.pattern,
    file: 'routes/customised-conversions.tsx',
  },
  { pattern: paths.campaigns.loyaltyApp.pattern, file: 'routes/loyalty-app.tsx' },
  {
    pattern: paths.campaigns.ziignaLinearLighting.pattern,
    file: 'routes/ziigna-linear-lighting.tsx',
  },
  { pattern: paths.campaigns.ziignaBuilder.pattern, file: 'routes/ziigna-builder.tsx' },
];
