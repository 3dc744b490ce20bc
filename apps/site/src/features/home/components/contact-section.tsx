import { LazyContactForm } from '#src/components/lazy-contact-form.tsx';
import type { MarketingFormsConfig } from '@lumen/site-shell/config/env.ts';
import { SectionHeading } from './section-heading.tsx';

export type ContactSectionProps = {
  title: string;
  subTitle: string | null;
  forms: MarketingFormsConfig;
};

/**
 * The contact section (spec §2 Home): the external marketing form, loaded only once it
 * scrolls into view, so neither its script nor its code costs the first paint.
 */
export function ContactSection({ title, subTitle, forms }: ContactSectionProps) {
  return (
    <section aria-labelledby="home-contact" data-home-section="contact" className="bg-ink-50 py-14">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 lg:grid-cols-2">
        <div>
          <SectionHeading id="home-contact">{title}</SectionHeading>
          {subTitle ? <p className="mt-3 text-lg text-ink-700">{subTitle}</p> : null}
        </div>
        <LazyContactForm forms={forms} />
      </div>
    </section>
  );
}
