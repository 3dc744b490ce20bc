import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { cn } from '@lumen/ui-kit/cn';
import terms from '../content/terms-conditions.md?raw';
import { GOLDEN_TICKET_COPY } from '../copy.ts';
import { parseTerms } from '../utils/parse-terms.ts';

const DOC = parseTerms(terms);

/** /goldenticket/terms-conditions (and the older /goldenticket/termsandcondition). */
export function TermsPage() {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <AppLink
        href={paths.campaigns.goldenTicket.entry.getHref()}
        className={cn(buttonClassName({ variant: 'outline', size: 'sm' }), 'self-start')}
      >
        <span aria-hidden="true">←</span> {GOLDEN_TICKET_COPY.terms.back}
      </AppLink>
      <h1 className="text-3xl font-bold text-ink-950 sm:text-4xl">{DOC.title}</h1>
      {DOC.intro.map((p) => (
        <p key={p} className="text-base text-ink-800">
          {p}
        </p>
      ))}
      {DOC.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold text-ink-950">{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p} className="text-base text-ink-800">
              {p}
            </p>
          ))}
          {section.clauses.length > 0 ? (
            <ol className="flex list-decimal flex-col gap-2 pl-6 text-base text-ink-800">
              {section.clauses.map((clause) => (
                <li key={clause}>{clause}</li>
              ))}
            </ol>
          ) : null}
        </section>
      ))}
    </article>
  );
}
