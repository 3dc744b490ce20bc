import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/products-index';
import { loadProductsIndex } from './products-index.server.ts';

/** A redirect-only route: /products?name= and /products?productId= (spec §2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProductsIndex(requestScopeOf(context), request);
}

/** Never rendered; a page route so that an unknown ?productId= gets the styled 404 page. */
export default function ProductsIndex() {
  return null;
}
