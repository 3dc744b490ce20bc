import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Image } from '@lumen/ui-kit/image';
import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';

export type ContactOption = {
  id: string;
  optionLogo: string | null;
  alternativeText: string | null;
  optionTitle: string;
  optionDescription: string | null;
  optionCtaText: string | null;
  url: string;
};

/** /contact's option cards (spec §2 Contact: up to 3, each to its configured url). */
export function ContactOptions({ options }: { options: readonly ContactOption[] }) {
  const t = useTranslator();
  if (options.length === 0) return null;
  return (
    <section aria-labelledby="contact-options" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="contact-options" className="sr-only">
        {t('contact.options')}
      </h2>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {options.slice(0, 3).map((option) => (
          <li
            key={option.id}
            className="flex flex-col gap-4 rounded-lg border border-ink-100 bg-white p-6 shadow-sm"
          >
            <Image src={option.optionLogo} alt="" width={64} height={64} className="size-16" />
            <h3 className="text-xl font-semibold text-ink-950">{option.optionTitle}</h3>
            {option.optionDescription ? (
              <p className="flex-1 text-ink-700">{option.optionDescription}</p>
            ) : null}
            <AppLink
              href={option.url}
              className={`${buttonClassName({ variant: 'primary' })} self-start`}
            >
              {option.optionCtaText ?? option.optionTitle}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
