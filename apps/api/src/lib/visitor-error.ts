import { HttpError } from './http-error.ts';

/**
 * A refusal worded for the visitor (a closed promotion, a used serial). The errors plugin puts
 * the message in both `message` and `error`: the campaign pages toast the body's `error`
 * field (campaigns spec §8), where other errors carry the HTTP reason phrase (ADR 022).
 */
export class VisitorError extends HttpError {
  constructor(statusCode: number, message: string) {
    super(statusCode, message);
  }
}
