import type { Route } from './+types/products-index';
import { loadProductsIndex } from './products-index.server.ts';

/** A redirect-only route: /products?name= and /products?productId= (spec §2). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadProductsIndex(request);
}
