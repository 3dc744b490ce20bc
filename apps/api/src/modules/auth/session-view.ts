import { cardsFor, type StaffSession } from '@lumen/validation';
import type { StaffPrincipal } from './find-session.ts';
import { SESSION_IDLE_MS } from './session-cookie.ts';

/** What the console is told about a session: who, which cards, and when it ends. */
export function sessionView(p: StaffPrincipal): StaffSession {
  const idleEnd = Math.min(p.lastSeenAt.getTime() + SESSION_IDLE_MS, p.expiresAt.getTime());
  return {
    user: { id: p.id, userName: p.userName, displayName: p.displayName, role: p.role },
    cards: cardsFor(p.role),
    expiresAt: p.expiresAt.toISOString(),
    idleExpiresAt: new Date(idleEnd).toISOString(),
  };
}
