import type { FastifyPluginAsync } from 'fastify';
import { changePasswordRoute } from './change-password.ts';
import { clearSignInLockRoute } from './clear-sign-in-lock.ts';
import { createStaffRoute } from './create-staff.ts';
import { exportAuditLogRoute } from './export-audit-log.ts';
import { findAuditLogRoute } from './find-audit-log.ts';
import { getSessionRoute } from './get-session.ts';
import { listSignInLocksRoute } from './list-sign-in-locks.ts';
import { listStaffRoute } from './list-staff.ts';
import { resetStaffPasswordRoute } from './reset-staff-password.ts';
import { signInRoute } from './sign-in.ts';
import { signOutRoute } from './sign-out.ts';
import { updateStaffRoute } from './update-staff.ts';

/**
 * Staff sign-in and sessions (/auth) and the staff administration routes (/admin); who may
 * call each is in route-access.ts, enforced by plugins/auth.ts (issue 13; decision 029).
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(signInRoute);
  await app.register(signOutRoute);
  await app.register(getSessionRoute);
  await app.register(findAuditLogRoute);
  await app.register(exportAuditLogRoute);
  await app.register(listStaffRoute);
  await app.register(createStaffRoute);
  await app.register(resetStaffPasswordRoute);
  await app.register(updateStaffRoute);
  await app.register(changePasswordRoute);
  await app.register(listSignInLocksRoute);
  await app.register(clearSignInLockRoute);
};
