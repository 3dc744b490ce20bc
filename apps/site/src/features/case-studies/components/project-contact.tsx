import { LazyContactForm } from '#src/components/lazy-contact-form.tsx';
import type { MarketingFormsConfig } from '@lumen/site-shell/config/env.ts';

/**
 * The article's contact form: the site's marketing-form embed (the contact form), as on the
 * home page, fetched only when it scrolls into view so it costs the article nothing up front.
 */
export function ProjectContact({
  title,
  subTitle,
  forms,
}: {
  title: string;
  subTitle: string | null;
  forms: MarketingFormsConfig;
}) {
  return (
    <section
      aria-labelledby="case-study-contact"
      className="grid gap-6 rounded-lg bg-ink-50 p-6 md:grid-cols-2 md:p-10"
    >
      <div>
        <h2 id="case-study-contact" className="text-2xl font-semibold text-ink-950">
          {title}
        </h2>
        {subTitle ? <p className="mt-3 text-ink-700">{subTitle}</p> : null}
      </div>
      <LazyContactForm forms={forms} rootMargin="200px" />
    </section>
  );
}
