import { z } from 'zod';
import type { MessageKey } from '@lumen/i18n/messages';
import { UPLOAD_FILE_TYPES } from './upload-file-types.ts';
import { checkDateRange, isoDateTime, listDate, listPage, listSize, pageOf } from './staff.ts';
import { NO_CONTROL_CHARACTERS } from './text.ts';

/*
 * The staff quote list (issue 13 points 4–6; campaigns spec §3 "Quote request (list)", §5,
 * §7, §9; docs/decisions/030): what the console sends and what the API answers.
 */

export const QUOTE_ADMIN_LIMITS = {
  /** Spec §9: the list shows the first 15 characters of a message. */
  messagePreview: 15,
  /** Longest search text: longer than any stored field worth matching on. */
  searchQuery: 100,
  /** A search answers the newest matches only; the date filters and export go further. */
  searchResults: 50,
} as const;

const msg = (key: MessageKey) => ({ message: key, abort: true });

const searchQuery = z
  .string(msg('admin.error.searchQuery'))
  .trim()
  .min(1, msg('admin.error.searchQuery'))
  .max(QUOTE_ADMIN_LIMITS.searchQuery, msg('admin.error.searchQuery'))
  .regex(NO_CONTROL_CHARACTERS, msg('admin.error.searchQuery'));

/** `GET /admin/ziigna-details?page&size&startDate&endDate` (UTC days, both included). */
export const QuoteListQuerySchema = z
  .strictObject({
    startDate: listDate.optional(),
    endDate: listDate.optional(),
    page: listPage,
    size: listSize,
  })
  .superRefine(checkDateRange);
export type QuoteListQuery = z.input<typeof QuoteListQuerySchema>;

/** `GET /admin/ziigna-details/search?searchQuery`: required, 1–100 characters once trimmed. */
export const QuoteSearchQuerySchema = z.strictObject({ searchQuery });
export type QuoteSearchQuery = z.input<typeof QuoteSearchQuerySchema>;

/** `POST /admin/ziigna-details/export?startDate&endDate&searchQuery`: every matching row. */
export const QuoteExportQuerySchema = z
  .strictObject({
    startDate: listDate.optional(),
    endDate: listDate.optional(),
    searchQuery: searchQuery.optional(),
  })
  .superRefine(checkDateRange);
export type QuoteExportQuery = z.input<typeof QuoteExportQuerySchema>;

/** A stored file as staff see it: fetched through the authenticated API, never a public URL. */
export const QuoteDocumentSchema = z.strictObject({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.enum(UPLOAD_FILE_TYPES),
  byteSize: z.number().int(),
});
export type QuoteDocument = z.infer<typeof QuoteDocumentSchema>;

/** One quote request in the staff list: spec §3's list fields. */
export const QuoteListRowSchema = z.strictObject({
  documentId: z.string(),
  createdAt: isoDateTime,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  companyName: z.string(),
  preferredWholesaler: z.string().nullable(),
  wholesalerLocation: z.string().nullable(),
  /** The whole message; the list shows `messagePreview`. */
  message: z.string().nullable(),
  messagePreview: z.string().nullable(),
  /** The builder's datasheet (every request has one; null only if it were ever missing). */
  ziignaQuoteFile: QuoteDocumentSchema.nullable(),
  otherAttachmentData: z.array(QuoteDocumentSchema),
});
export type QuoteListRow = z.infer<typeof QuoteListRowSchema>;

export const QuoteListPageSchema = pageOf(QuoteListRowSchema);
export type QuoteListPage = z.infer<typeof QuoteListPageSchema>;

/** The search answers a plain list (spec §7), newest first, at most 50. */
export const QuoteSearchResultSchema = z.array(QuoteListRowSchema);
export type QuoteSearchResult = z.infer<typeof QuoteSearchResultSchema>;

export const QuoteDocumentParamsSchema = z.strictObject({
  documentId: z.string().max(40),
  fileId: z.string().max(20),
});

/**
 * The first 15 characters (code points, so an emoji or "é" is never cut in half) and an
 * ellipsis when there is more; the API and the console show the same preview.
 */
export function messagePreview(message: string | null): string | null {
  if (message === null) return null;
  const chars = [...message];
  return chars.length <= QUOTE_ADMIN_LIMITS.messagePreview
    ? message
    : `${chars.slice(0, QUOTE_ADMIN_LIMITS.messagePreview).join('')}…`;
}
