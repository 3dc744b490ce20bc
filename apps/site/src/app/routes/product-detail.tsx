import { ProductPage } from '#src/features/product-detail/components/product-page.tsx';
import { lazyIsland } from '@lumen/site-shell/lib/lazy-island.tsx';
import { unpack } from '@lumen/site-shell/lib/packed-data.ts';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/product-detail';
import { loadProductDetail } from './product-detail.server.ts';

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadProductDetail(requestScopeOf(context), params);
}

// The page of a product not sold in the visitor's country is rare: its code (a dialog with
// alternatives) hydrates from its own chunk, not the product page's first script (ADR 020).
const NotAvailable = lazyIsland(() =>
  import('#src/features/product-detail/components/not-available-dialog.tsx').then(
    (m) => m.NotAvailable,
  ),
);

/** Built by the loader (SEO tags and JSON-LD), so the tag builders stay on the server. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? unpack(loaderData).meta : [];

export default function ProductDetail({ loaderData: wire }: Route.ComponentProps) {
  const loaderData = unpack(wire);
  if (loaderData.kind === 'not-available')
    return (
      <NotAvailable
        categorySlug={loaderData.category.slug}
        labels={loaderData.labels}
        alternatives={loaderData.alternatives}
      />
    );
  return (
    <ProductPage
      product={loaderData.product}
      facts={loaderData.facts}
      content={loaderData.content}
      similar={loaderData.similar}
    />
  );
}
