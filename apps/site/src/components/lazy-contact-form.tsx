import { lazy, Suspense, useRef } from 'react';
import type { MarketingFormsConfig } from '@lumen/site-shell/config/env.ts';
import { useInView } from '#src/hooks/use-in-view.ts';

const MarketingForm = lazy(() =>
  import('@lumen/site-shell/components/marketing-form.tsx').then((m) => ({
    default: m.MarketingForm,
  })),
);

/**
 * The contact form (the marketing-form embed's contact form) in its card, fetched only once
 * the card scrolls into view, so neither the vendor's script nor the form's code costs the
 * first paint (home contact section, case-study articles).
 */
export function LazyContactForm({
  forms,
  rootMargin,
}: {
  forms: MarketingFormsConfig;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const isInView = useInView(ref, rootMargin);
  return (
    <div ref={ref} className="min-h-64 rounded-lg bg-white p-6 shadow-card" data-contact-form="">
      {isInView ? (
        <Suspense fallback={null}>
          <MarketingForm config={forms} formId={forms.contactFormId} />
        </Suspense>
      ) : null}
    </div>
  );
}
