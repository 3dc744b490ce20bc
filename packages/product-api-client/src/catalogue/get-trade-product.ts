import { queryOptions } from '@tanstack/react-query';
import { ProductSchema, TradeProductParamsSchema, type ProductLanguage } from '@lumen/validation';
import { checkRequest, isNotFound, type CallOptions, type HttpClient } from '../http-client.ts';
import { catalogueKeys } from './query-keys.ts';

/** GET /product/{tradeProductId}: one product, e.g. an accessory. */
export async function getTradeProduct(
  http: HttpClient,
  tradeProductId: number,
  language?: ProductLanguage,
  call?: CallOptions,
) {
  const params = checkRequest(
    TradeProductParamsSchema,
    { tradeProductId },
    '/product/{tradeProductId}',
  );
  return http.get(`/product/${params.tradeProductId}`, { language }, ProductSchema, call);
}

export function tradeProductQueryOptions(
  api: { http: HttpClient },
  tradeProductId: number,
  language?: ProductLanguage,
) {
  return queryOptions({
    queryKey: catalogueKeys.tradeProduct(
      tradeProductId,
      language ?? api.http.acceptLanguage ?? null,
    ),
    queryFn: ({ signal }) => getTradeProduct(api.http, tradeProductId, language, { signal }),
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  });
}
