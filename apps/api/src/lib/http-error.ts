import type { ApiIssue } from '#src/plugins/errors.ts';

/**
 * A refusal a route throws: the errors plugin answers it with its status and the documented
 * body, naming the fields in `issues` when there are any, and with `headers` (a 429's
 * Retry-After). Routes stay free of reply shapes.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: ApiIssue[],
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

/** The message of a 400 that names its fields: "Invalid body.email, body.firstName". */
export const invalidFieldsMessage = (issues: readonly ApiIssue[]) =>
  `Invalid ${issues.map((i) => i.field).join(', ')}`;
