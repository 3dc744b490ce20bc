/**
 * A temporary refusal: overloaded, past its deadline, or not ready. The errors plugin answers
 * it 503 with Retry-After and the documented error body.
 */
export class ServiceUnavailableError extends Error {
  readonly statusCode = 503;
}
