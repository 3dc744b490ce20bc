/**
 * Where a signed-out visitor signs in (spec §2.1, §4, §8): the golden ticket draw tool has its
 * own login on its own address, and the golden ticket lists send people there, not to
 * /admin-login; Logout from those screens goes back there too.
 */
export const DRAW_TOOL_PATH = '/goldenticketdraw';
const DRAW_LOGIN_SCREENS = new Set([DRAW_TOOL_PATH, '/goldenticket/customers']);

export function signInPathFor(pathname: string): string {
  return DRAW_LOGIN_SCREENS.has(pathname) ? DRAW_TOOL_PATH : '/admin-login';
}
