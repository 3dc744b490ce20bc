import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { cx } from '@lumen/ui-kit/cx';
import { Image } from '@lumen/ui-kit/image';
import { Link } from 'react-router';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { CustomerCard } from '../types.ts';
import { SectionHeading } from './section-heading.tsx';

/** Three customer stories (spec §2 Home), each to /customers/?customer={pageSlug}. */
export function CustomerCards({ title, customers }: { title: string; customers: CustomerCard[] }) {
  const t = useTranslator();
  if (customers.length === 0) return null;
  return (
    <section
      aria-labelledby="home-customers"
      data-home-section="customers"
      className="bg-ink-50 py-14"
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="home-customers">{title}</SectionHeading>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {customers.slice(0, 3).map((customer) => (
            <li
              key={customer.id}
              className="flex flex-col overflow-hidden rounded-lg bg-white shadow-card"
            >
              <Image
                src={customer.image}
                alt={customer.alternativeText ?? ''}
                width={800}
                height={600}
                loading="lazy"
                className="aspect-[4/3] w-full object-cover"
              />
              <div className="flex flex-1 flex-col items-start gap-4 p-5">
                <h3 className="text-lg font-semibold text-ink-950">{customer.title}</h3>
                <Link
                  to={paths.customerStory.getHref(customer.pageSlug)}
                  prefetch="intent"
                  className={cx(buttonClassName({ variant: 'secondary', size: 'sm' }), 'mt-auto')}
                >
                  {customer.buttonText || t('common.readMore')}
                  <span className="sr-only">: {customer.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
