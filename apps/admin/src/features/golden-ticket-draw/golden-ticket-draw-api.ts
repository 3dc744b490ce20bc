import { queryOptions } from '@tanstack/react-query';
import {
  GoldenDrawCheckSchema,
  GoldenDrawPoolSchema,
  GoldenDrawResultSchema,
  GoldenTicketsSchema,
  type GoldenDrawPool,
  type GoldenDrawResult,
} from '@lumen/validation/golden-ticket-draw';
import type { DrawKind } from '@lumen/validation/promotions-constants';
import { apiJson } from '#src/lib/api-client.ts';

/**
 * GET promotions/golden-ticket/golden-tickets?draw=: what a draw of the type would take now,
 * and its open pool's entries since freeze. Read only on the server, so choosing a type or
 * reloading freezes nothing (docs/decisions/038).
 */
export function drawTicketsQueryOptions(draw: DrawKind) {
  return queryOptions({
    queryKey: ['golden-draw-tickets', draw],
    queryFn: ({ signal }) =>
      apiJson(GoldenTicketsSchema, '/promotions/golden-ticket/golden-tickets', {
        query: { draw },
        signal,
      }),
    // Not refetched while a draw rolls; reloaded after each draw, when the winner has left.
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** POST promotions/golden-ticket/draws?draw=: Draw's first step, freezing the pool now. */
export function freezePool(draw: DrawKind): Promise<GoldenDrawPool> {
  return apiJson(GoldenDrawPoolSchema, '/promotions/golden-ticket/draws', {
    method: 'POST',
    query: { draw },
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
