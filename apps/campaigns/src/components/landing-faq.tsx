import type { ReactNode } from 'react';
import { Disclosure } from '@lumen/ui-kit/disclosure';
import { Markdown } from '@lumen/site-shell/components/markdown.tsx';

export type LandingFaqItem = { question: string; answer: string | null; extra?: ReactNode };

/**
 * A landing page's questions as an accordion in which several answers may be open at once
 * (spec §2.7). Closed answers stay in the server HTML, for search engines and find-in-page.
 */
export function LandingFaq({
  id = 'landing-faq',
  title,
  faqs,
}: {
  /** The heading's id, when a page has two accordions (the loyalty app's terms). */
  id?: string;
  title: string | null;
  faqs: readonly LandingFaqItem[];
}) {
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-5xl px-4 py-12">
      <h2 id={id} className="text-2xl font-bold text-ink-950 md:text-3xl">
        {title}
      </h2>
      <div className="mt-6 divide-y divide-ink-200 rounded-lg border border-ink-200 bg-white">
        {faqs.map((faq, index) => (
          <Disclosure
            key={index}
            summary={faq.question}
            headingLevel={3}
            className="px-4"
            buttonClassName="py-4 text-left font-semibold text-ink-950"
            panelClassName="pb-4 text-ink-800"
          >
            <Markdown source={faq.answer} />
            {faq.extra}
          </Disclosure>
        ))}
      </div>
    </section>
  );
}
