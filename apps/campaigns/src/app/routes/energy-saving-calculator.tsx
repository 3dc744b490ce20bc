import { redirectDocument } from 'react-router';
import { EnergyCalculatorPage } from '#src/features/energy-calculator/components/energy-calculator-page.tsx';
import type { Route } from './+types/energy-saving-calculator';
import { loadEnergyCalculator } from './energy-saving-calculator.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadEnergyCalculator(context);
}

/**
 * Reached by a client-side navigation, the page would keep the previous page's policy, whose
 * frame-src lacks the calculator: load it as a document so its own policy applies. The first
 * load uses the server's data (no `hydrate`), so this never runs then.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  return redirectDocument(`${url.pathname}${url.search}`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function EnergySavingCalculator({ loaderData }: Route.ComponentProps) {
  return (
    <EnergyCalculatorPage
      heading={loaderData.data.heading}
      calculator={loaderData.data.calculator}
      allowedRedirectOrigins={loaderData.allowedRedirectOrigins}
    />
  );
}
