import { describe, expect, it } from 'vitest';
import {
  GOLDEN_DRAW_NUMBER_MAX,
  GoldenCustomerQuerySchema,
  GoldenDrawCheckParamsSchema,
  GoldenTicketsQuerySchema,
  WinnerUpdateQuerySchema,
} from './golden-ticket-draw.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('the draw tool schemas', () => {
  it('take the three draw types only, as the spec spells them', () => {
    for (const draw of ['weekly', 'monthly', 'stared'])
      expect(GoldenTicketsQuerySchema.parse({ draw })).toEqual({ draw });
    for (const draw of ['star', 'WEEKLY', '', 'weekly ', undefined])
      expect(messages(GoldenTicketsQuerySchema.safeParse({ draw }))).toEqual([
        'goldenDraw.error.drawType',
      ]);
  });

  it('take a draw number from 1 to the largest integer, and refuse a chosen serial', () => {
    const ok = (drawNumber: string) =>
      WinnerUpdateQuerySchema.safeParse({ draw: 'weekly', drawNumber }).success;
    expect(ok('1')).toBe(true);
    expect(ok(String(GOLDEN_DRAW_NUMBER_MAX))).toBe(true);
    for (const bad of ['0', '-1', '1.5', 'x', '', String(GOLDEN_DRAW_NUMBER_MAX + 1)])
      expect(ok(bad)).toBe(false);
    expect(
      messages(
        WinnerUpdateQuerySchema.safeParse({
          draw: 'weekly',
          drawNumber: '3',
          serialNumber: 'KHJUA5QH',
        }),
      ),
    ).toEqual(['goldenDraw.error.serialChosen']);
    expect(WinnerUpdateQuerySchema.parse({ draw: 'monthly', drawNumber: '3' })).toEqual({
      draw: 'monthly',
      drawNumber: 3,
    });
    expect(GoldenDrawCheckParamsSchema.safeParse({ drawNumber: '0' }).success).toBe(false);
  });

  it('take an 8-character serial in capitals, at and past its limits', () => {
    expect(GoldenCustomerQuerySchema.parse({ serialNumber: ' khjua5qh ' })).toEqual({
      serialNumber: 'KHJUA5QH',
    });
    for (const serialNumber of ['KHJUA5Q', 'KHJUA5QHX', 'KHJU A5Q', ''])
      expect(GoldenCustomerQuerySchema.safeParse({ serialNumber }).success).toBe(false);
  });
});
