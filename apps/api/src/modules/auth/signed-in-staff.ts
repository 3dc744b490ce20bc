import type { FastifyRequest } from 'fastify';
import type { StaffPrincipal } from './find-session.ts';

/**
 * The staff member plugins/auth.ts let through. Only a route listed as public could get here
 * without one, and public routes do not call this: reaching the throw is a wiring mistake.
 */
export function signedInStaff(req: FastifyRequest): StaffPrincipal {
  if (!req.staff) throw new Error(`${req.method} ${req.url} ran without a staff session`);
  return req.staff;
}
