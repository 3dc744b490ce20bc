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
 * Answers a staff export (quotes, search statistics, audit log): the CSV headers and file
 * name, then the audit entry (who, the filter, the rows at the start) written before a byte
 * of data leaves, then the stream. HEAD (answered by the GET route) exports nothing, so it
 * reads and records nothing.
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
  if (req.method === 'HEAD') return reply.send('');
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
