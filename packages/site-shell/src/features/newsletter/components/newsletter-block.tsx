import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@lumen/ui-kit/button';
import type { MarketingFormsConfig } from '#src/config/env.ts';
import { useTranslator } from '#src/lib/i18n.tsx';

const loadDialog = () => import('#src/features/newsletter/components/newsletter-dialog.tsx');
const NewsletterDialog = lazy(() => loadDialog().then((m) => ({ default: m.NewsletterDialog })));

export type NewsletterContent = {
  title: string | null;
  subTitle: string | null;
  label: string | null;
  button: string | null;
};

export type NewsletterBlockProps = {
  newsletter: NewsletterContent | null;
  forms: MarketingFormsConfig;
};

/**
 * The footer's newsletter block (spec §2 Footer: title, subTitle, label, button). Submitting
 * opens a dialog with the external subscription form (spec §4); the address typed here is
 * not checked (spec §5: "no checks shown"), the external form collects it.
 */
export function NewsletterBlock({ newsletter, forms }: NewsletterBlockProps) {
  const t = useTranslator();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);

  return (
    <section aria-labelledby={`${id}-title`} className="border-b border-ink-800">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-semibold text-white">
            {newsletter?.title || t('newsletter.heading')}
          </h2>
          {newsletter?.subTitle ? <p className="mt-1 text-ink-200">{newsletter.subTitle}</p> : null}
        </div>
        <form
          noValidate
          className="flex w-full max-w-lg flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            setIsOpen(true);
          }}
        >
          <div className="flex-1">
            <label htmlFor={`${id}-email`} className="mb-1 block text-sm text-ink-200">
              {newsletter?.label || t('newsletter.emailLabel')}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              className="focus-ring h-11 w-full rounded-md border border-ink-600 bg-white px-3 text-ink-900"
            />
          </div>
          <Button type="submit" onPointerEnter={() => void loadDialog()}>
            {newsletter?.button || t('common.subscribe')}
          </Button>
        </form>
      </div>
      {isOpen ? (
        <Suspense fallback={null}>
          <NewsletterDialog
            forms={forms}
            description={newsletter?.subTitle ?? null}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
