import type { ResultOf } from '@lumen/content-client/graphql';
import { EnergySavingCalculatorQuery } from '@lumen/content-client/operations/landing';
import type { RequestScope } from '@lumen/site-shell/lib/request-scope.server.ts';
import { requireContent } from '#src/lib/landing-page.server.ts';
import { queryPageContent } from '@lumen/site-shell/lib/content-page.server.ts';

type Result = ResultOf<typeof EnergySavingCalculatorQuery>;
export type EnergyCalculatorData = {
  heading: NonNullable<Result['energyCalculatorHeading']>;
  calculator: NonNullable<Result['energySavingCalculator']>;
};

/** /energy-saving-calculator's heading and calculator, in the visitor's locale. */
export async function getEnergyCalculator(scope: RequestScope): Promise<EnergyCalculatorData> {
  const data = await queryPageContent(scope, EnergySavingCalculatorQuery, {
    locale: scope.visitor.locale,
  });
  return {
    heading: requireContent(data.energyCalculatorHeading, 'energyCalculatorHeading'),
    calculator: requireContent(data.energySavingCalculator, 'energySavingCalculator'),
  };
}
