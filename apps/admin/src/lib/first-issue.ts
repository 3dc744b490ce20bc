import type { z } from 'zod';
import { messageText } from './messages.ts';

/** The first problem the shared schema finds, as text, or null when the value is accepted. */
export function firstIssue(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue ? messageText(issue.message) : 'This filter is not valid.';
}
