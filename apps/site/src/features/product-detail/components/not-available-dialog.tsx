import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { DialogSize } from '@lumen/ui-kit/dialog';
import type { ProductSummary } from '@lumen/validation';
import { ProductCard } from '@lumen/site-shell/components/product-card.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { NotAvailableLabels } from '../types.ts';

/** Loaded once the page is live: the dialog code is not part of the page's first script. */
const BlockingDialog = lazy(() =>
  import('@lumen/ui-kit/dialog').then((m) => ({
    default: function BlockingDialog({
      title,
      message,
      size,
      children,
    }: {
      title: string;
      message: string;
      size: DialogSize;
      children: ReactNode;
    }) {
      return (
        <m.Dialog open>
          <m.DialogContent
            isBlocking
            title={title}
            description={message}
            size={size}
            // Two cards side by side on a phone need the room.
            className="max-sm:p-4"
          >
            {children}
          </m.DialogContent>
        </m.Dialog>
      );
    },
  })),
);

const subscribeToNothing = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

/**
 * 'Product Not Available' (spec §2, §8): a blocking dialog whose OK returns to the category
 * landing, /products/{mainCategorySlug}. Its text promises similar available products, so it
 * offers them: up to four cards of products shown in the visitor's country, each linking to
 * its page. The same text, cards and link are in the page itself, so the server HTML says it
 * before any script runs; the dialog opens once the page is live.
 */
export function NotAvailable({
  categorySlug,
  labels,
  alternatives,
}: {
  categorySlug: string;
  labels: NotAvailableLabels;
  alternatives: readonly ProductSummary[];
}) {
  const t = useTranslator();
  // Open only in the browser: the server HTML carries the message in the page instead.
  const isOpen = useSyncExternalStore(subscribeToNothing, isBrowser, isServer);
  const title = labels.title ?? t('product.notAvailableTitle');
  const message = labels.message ?? t('product.notAvailableMessage');
  const ok = labels.button ?? t('common.ok');
  const href = paths.products.listing.getHref(categorySlug);
  const button =
    'focus-ring inline-flex rounded bg-ink-900 px-6 py-3 text-sm font-semibold text-white hover:bg-ink-700';
  return (
    <section className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold text-ink-950">{title}</h1>
      <p className="text-lg text-ink-700">{message}</p>
      <Link to={href} className={button}>
        {ok}
      </Link>
      <Alternatives products={alternatives} headingLevel="h2" />
      {isOpen ? (
        <Suspense fallback={null}>
          <BlockingDialog title={title} message={message} size={alternatives.length ? 'lg' : 'sm'}>
            <Alternatives products={alternatives} headingLevel="h3" />
            <div className="mt-6 flex justify-end">
              <Link to={href} className={button} data-testid="not-available-ok">
                {ok}
              </Link>
            </div>
          </BlockingDialog>
        </Suspense>
      ) : null}
    </section>
  );
}

function Alternatives({
  products,
  headingLevel: Heading,
}: {
  products: readonly ProductSummary[];
  headingLevel: 'h2' | 'h3';
}) {
  const t = useTranslator();
  if (!products.length) return null;
  const id = `alternatives-${Heading}`;
  return (
    <section aria-labelledby={id} className="mt-6 w-full text-left" data-testid="alternatives">
      <Heading id={id} className="mb-4 text-lg font-semibold text-ink-950">
        {t('product.availableAlternatives')}
      </Heading>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {products.map((product) => (
          <li key={product.productId}>
            <ProductCard
              product={product}
              size="search"
              headingLevel={Heading === 'h2' ? 'h3' : 'h4'}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
