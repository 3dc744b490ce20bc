import { queryOptions } from '@tanstack/react-query';
import {
  GoldenDrawCheckSchema,
  GoldenDrawPoolSchema,
  GoldenDrawResultSchema,
  type GoldenDrawResult,
} from '@lumen/validation/golden-ticket-draw';
import type { DrawKind } from '@lumen/validation/promotions-constants';
import { apiJson } from '#src/lib/api-client.ts';

/**
 * GET promotions/golden-ticket/golden-tickets?draw=: freezes the type's pool on the server (or
 * returns the open one). Never refetched behind the user's back: a new pool is loaded only
 * when a type is chosen or after a draw, when the winner has left it.
 */
export function drawPoolQueryOptions(draw: DrawKind) {
  return queryOptions({
    queryKey: ['golden-draw-pool', draw],
    queryFn: ({ signal }) =>
      apiJson(GoldenDrawPoolSchema, '/promotions/golden-ticket/golden-tickets', {
        query: { draw },
        signal,
      }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** POST promotions/golden-ticket/winner-update: the server draws (once) and records. */
export function pressDraw(draw: DrawKind, drawNumber: number): Promise<GoldenDrawResult> {
  return apiJson(GoldenDrawResultSchema, '/promotions/golden-ticket/winner-update', {
    method: 'POST',
    query: { draw, drawNumber },
  });
}

/** GET /promotions/golden-ticket/draws/:drawNumber/check: recomputed from what is stored. */
export function drawCheckQueryOptions(drawNumber: number) {
  return queryOptions({
    queryKey: ['golden-draw-check', drawNumber],
    queryFn: ({ signal }) =>
      apiJson(GoldenDrawCheckSchema, `/promotions/golden-ticket/draws/${drawNumber}/check`, {
        signal,
      }),
    staleTime: 0,
    retry: false,
  });
}
