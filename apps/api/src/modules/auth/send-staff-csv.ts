import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorSchema, type AuditAction } from '@lumen/validation';
import type { Orm } from '#src/db/client.ts';
import { recordAudit } from './record-audit.ts';
import { signedInStaff } from './signed-in-staff.ts';

/** The answers of every staff CSV export route, for its schema. */
export const STAFF_CSV_RESPONSES = {
  200: z.unknown().describe('CSV (text/csv), UTF-8 with BOM'),
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
};

/**
 * Answers a staff export (quotes, search statistics, audit log…): the CSV headers and file
 * name, then the audit entry (who, the filter, the rows at the start) written before a byte
 * of data leaves, then the stream. Every export route is a POST because of that entry: a GET
 * never changes state, and a POST runs only under the console's Origin check (plugins/auth.ts),
 * so no other page can have the API record an export in a staff member's name.
 */
export async function sendStaffCsv(
  orm: Orm,
  req: FastifyRequest,
  reply: FastifyReply,
  options: {
    fileName: string;
    action: AuditAction;
    targetType: string;
    filter: Record<string, unknown>;
    count: () => Promise<number>;
    csv: () => AsyncIterable<string>;
  },
): Promise<FastifyReply> {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${options.fileName}"`)
    .header('x-content-type-options', 'nosniff');
  const staff = signedInStaff(req);
  const rows = await options.count();
  await recordAudit(orm, {
    action: options.action,
    actorId: staff.id,
    clientAddress: req.ip,
    target: { type: options.targetType, id: 'csv' },
    details: { filter: options.filter, rows },
  });
  return reply.send(Readable.from(options.csv()));
}
