import type { RouterContextProvider } from 'react-router';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import { allowContentFrame } from '@lumen/site-shell/lib/security-headers.server.ts';
import { getEnergyCalculator } from '#src/features/energy-calculator/api/get-energy-calculator.server.ts';
import { landingPageMeta } from '#src/lib/landing-page.server.ts';

/**
 * /energy-saving-calculator: its content, the frame origin allowed in this response's
 * frame-src, and where the calculator may send the visitor (the site's editions and the
 * calculator itself; features/energy-calculator/utils/frame-messages.ts).
 */
export async function loadEnergyCalculator(context: Readonly<RouterContextProvider>) {
  const scope = requestScopeOf(context);
  const data = await getEnergyCalculator(scope);
  const { frameOrigin } = data.calculator;
  if (!allowContentFrame(context, frameOrigin))
    console.error(`Energy calculator frame origin refused: ${JSON.stringify(frameOrigin)}`);
  const { heading } = data;
  return {
    data,
    allowedRedirectOrigins: [...new Set([...Object.values(scope.env.editionOrigins), frameOrigin])],
    meta: landingPageMeta(scope, {
      title: heading.seoTitle || heading.title,
      name: heading.title,
      description: heading.seoDescription || heading.description || heading.title,
      path: paths.campaigns.energySavingCalculator.getHref(),
      image: heading.ogImage ?? heading.heroImage,
      keywords: heading.seoKeywords,
    }),
  };
}
