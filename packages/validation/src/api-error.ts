import { z } from 'zod';

/** The one error body every API endpoint sends (400 names each invalid field in issues). */
export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  /**
   * The HTTP reason phrase ("Not Found"), except for refusals worded for a visitor (a closed
   * promotion, a used serial), where it repeats `message`: campaign pages show `error` (ADR 022).
   */
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;
