import { HttpError } from '#src/lib/http-error.ts';

/** What a route says when the parser's limits stop a body (@fastify/multipart's codes). */
export type MultipartLimitMessages = Partial<
  Record<'FST_PARTS_LIMIT' | 'FST_FIELDS_LIMIT' | 'FST_FILES_LIMIT', string>
>;

const DEFAULT_LIMIT_MESSAGES: Required<MultipartLimitMessages> = {
  FST_PARTS_LIMIT: 'The form has more parts than it may',
  FST_FIELDS_LIMIT: 'The form has more fields than it may',
  FST_FILES_LIMIT: 'The form has more files than it may',
};

/**
 * An error the multipart parser raised (its limits, a body that is not multipart after all,
 * one cut off inside a part) as a 4xx for the errors plugin: the sender's mistake, never a
 * 500. Only for errors that came from the parser (its iterator, or a part it failed); our
 * own HttpErrors pass unchanged.
 */
export function multipartError(err: unknown, limits: MultipartLimitMessages = {}): unknown {
  if (err instanceof HttpError || !(err instanceof Error)) return err;
  const code = (err as { code?: string }).code ?? '';
  if (code in DEFAULT_LIMIT_MESSAGES) {
    const key = code as keyof MultipartLimitMessages;
    return new HttpError(413, limits[key] ?? DEFAULT_LIMIT_MESSAGES[key]);
  }
  if (code === 'FST_MP_PREMATURE_CLOSE')
    return new HttpError(400, 'The request ended before the form did');
  // The parser's own words: "Unexpected end of multipart data", "Multipart: Boundary not found".
  return new HttpError(400, `Malformed multipart body: ${err.message}`);
}
