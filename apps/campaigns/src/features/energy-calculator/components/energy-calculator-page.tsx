import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { PageHero } from '@lumen/site-shell/components/page-hero.tsx';
import type { EnergyCalculatorData } from '../api/get-energy-calculator.server.ts';
import { CalculatorFrame } from './calculator-frame.tsx';

/** /energy-saving-calculator (campaigns spec §2.7): heading, texts and the external calculator. */
export function EnergyCalculatorPage({
  heading,
  calculator,
  allowedRedirectOrigins,
}: EnergyCalculatorData & { allowedRedirectOrigins: readonly string[] }) {
  return (
    <>
      <PageHero
        title={heading.title}
        description={heading.description}
        image={heading.heroImage}
        alternativeText={heading.alternativeText}
      />
      <section aria-labelledby="calculator-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="calculator-title" className="text-2xl font-bold text-ink-950 md:text-3xl">
          {calculator.title}
        </h2>
        <Markdown source={calculator.topText} className="mt-4" />
        <CalculatorFrame
          frameUrl={calculator.frameUrl}
          frameOrigin={calculator.frameOrigin}
          title={calculator.frameTitle ?? calculator.title}
          initialHeight={calculator.initialHeight}
          allowedRedirectOrigins={allowedRedirectOrigins}
        />
        <Markdown source={calculator.bottomText} className="mt-8" />
      </section>
    </>
  );
}
