import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#src/config/paths.ts';
import { useTranslator } from '#src/lib/i18n.tsx';
import type { NotAvailableLabels } from '../types.ts';

/** Loaded once the page is live: the dialog code is not part of the page's first script. */
const BlockingDialog = lazy(() =>
  import('@lumen/ui-kit/dialog').then((m) => ({
    default: function BlockingDialog({
      title,
      message,
      children,
    }: {
      title: string;
      message: string;
      children: ReactNode;
    }) {
      return (
        <m.Dialog open>
          <m.DialogContent isBlocking title={title} description={message} size="sm">
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
 * landing, /products/{mainCategorySlug}. The same text and link are in the page itself, so
 * the server HTML says it before any script runs; the dialog opens once the page is live.
 */
export function NotAvailable({
  categorySlug,
  labels,
}: {
  categorySlug: string;
  labels: NotAvailableLabels;
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
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold text-ink-950">{title}</h1>
      <p className="text-lg text-ink-700">{message}</p>
      <Link to={href} className={button}>
        {ok}
      </Link>
      {isOpen ? (
        <Suspense fallback={null}>
          <BlockingDialog title={title} message={message}>
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
