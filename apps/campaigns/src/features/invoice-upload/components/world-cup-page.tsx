import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { cn } from '@lumen/ui-kit/cn';
import { INVOICE_UPLOAD_COPY } from '../copy.ts';

const COPY = INVOICE_UPLOAD_COPY.worldCup;
const LINK = 'focus-ring rounded font-semibold text-brand-800 underline underline-offset-4';

/** /world-cup (spec §2.4): back to the home page, the fixed text, Enter Competition. */
export function WorldCupPage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <AppLink href={paths.home.getHref()} className={`${LINK} self-start`}>
        {COPY.back}
      </AppLink>
      <h1 className="text-3xl font-bold text-ink-950 sm:text-4xl">{COPY.heading}</h1>
      <p className="text-base text-ink-800">{COPY.text}</p>
      <AppLink
        href={paths.campaigns.invoiceUpload.getHref()}
        className={cn(buttonClassName({ variant: 'primary', size: 'lg' }), 'self-start')}
      >
        {COPY.enter}
      </AppLink>
    </section>
  );
}
