import type { z } from 'zod';
import { ADMIN_LIST_LIMITS } from '@lumen/validation/staff-constants';
import { messageText } from './messages.ts';

/**
 * The shared schema's page message counts from 0, as the API does; people read and type the
 * address's page counting from 1, so a wrong page is explained in those terms.
 */
export const PAGE_MESSAGE = `The page in the address must be a whole number from 1 to ${(
  ADMIN_LIST_LIMITS.maxPage + 1
).toLocaleString('en-GB')}.`;

/** The first of a schema's issues as staff read it (a page in the address's own terms). */
export function issueText(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  if (!issue) return 'This address holds a filter that is not valid.';
  return issue.path[0] === 'page' ? PAGE_MESSAGE : messageText(issue.message);
}

/** The first problem the shared schema finds, as text, or null when the value is accepted. */
export function firstIssue(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : issueText(result.error.issues);
}
