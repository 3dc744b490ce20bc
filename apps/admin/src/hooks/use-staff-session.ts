import { useOutletContext } from 'react-router';
import type { StaffSession } from '@lumen/validation/staff';

/**
 * Who is signed in, inside the signed-in layout (it passes the session as the outlet's
 * context). Here rather than in the layout so screens, which may not import app/, can ask:
 * the staff accounts screen must know which row is the person's own.
 */
export function useStaffSession(): StaffSession {
  return useOutletContext<StaffSession>();
}
