import { lazy, Suspense, useRef } from 'react';
import type { MarketingFormsConfig } from '#src/config/env.ts';
import { useInView } from '#src/hooks/use-in-view.ts';
import { SectionHeading } from './section-heading.tsx';

const MarketingForm = lazy(() =>
  import('#src/components/marketing-form.tsx').then((m) => ({ default: m.MarketingForm })),
);

export type ContactSectionProps = {
  title: string;
  subTitle: string | null;
  forms: MarketingFormsConfig;
};

/**
 * The contact section (spec §2 Home): the external marketing form, loaded only once the
 * section scrolls into view, so neither its script nor its code costs the first paint.
 */
export function ContactSection({ title, subTitle, forms }: ContactSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const isInView = useInView(ref);
  return (
    <section
      ref={ref}
      aria-labelledby="home-contact"
      data-home-section="contact"
      className="bg-ink-50 py-14"
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 lg:grid-cols-2">
        <div>
          <SectionHeading id="home-contact">{title}</SectionHeading>
          {subTitle ? <p className="mt-3 text-lg text-ink-700">{subTitle}</p> : null}
        </div>
        <div className="min-h-64 rounded-lg bg-white p-6 shadow-card" data-contact-form="">
          {isInView ? (
            <Suspense fallback={null}>
              <MarketingForm config={forms} formId={forms.contactFormId} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
}
