import { createContext, useContext, type ReactNode } from 'react';
import { isSitePath } from '#src/config/paths.ts';

/**
 * Which paths the app rendering the page serves itself. The site and the campaigns app are
 * one website behind the gateway but two routers: a link to the other app's page must be a
 * document load, or the router would answer it with its own 404. Each app's root document
 * provides its predicate (`isSitePath`, `isCampaignPath` from config/paths.ts); the shell's
 * links (AppLink) ask it.
 */
const OwnPathContext = createContext<(href: string) => boolean>(isSitePath);

export function OwnPathsProvider({
  isOwnPath,
  children,
}: {
  isOwnPath: (href: string) => boolean;
  children: ReactNode;
}) {
  return <OwnPathContext value={isOwnPath}>{children}</OwnPathContext>;
}

/** The current app's "is this path one of my pages" predicate. */
export function useIsOwnPath(): (href: string) => boolean {
  return useContext(OwnPathContext);
}
