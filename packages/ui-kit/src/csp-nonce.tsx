import { createContext, useContext, type ReactNode } from 'react';
import { setNonce } from 'get-nonce';

/*
 * The Content-Security-Policy nonce of the current page, for the few elements that must carry
 * it: inline <style> and <script> tags, and scripts written into the server HTML. The server
 * provides the response's nonce; in the browser it is read back from the page
 * (readCspNonce), so hydration sees the same value the server rendered.
 */
const CspNonceContext = createContext<string | undefined>(undefined);

export function CspNonceProvider({
  nonce,
  children,
}: {
  nonce: string | undefined;
  children: ReactNode;
}) {
  return <CspNonceContext.Provider value={nonce}>{children}</CspNonceContext.Provider>;
}

/** The page's nonce; undefined where no policy applies (tests, pages rendered without one). */
export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}

/**
 * Where the page publishes its nonce for scripts that run after it loads. Vite's dev client
 * reads this same tag for the styles it injects, so it is the conventional place.
 */
export const CSP_NONCE_META_PROPERTY = 'csp-nonce';

/**
 * The nonce the server gave this page. Browsers hide nonce attributes from the DOM (the
 * attribute reads empty) but keep the `nonce` property, which is what is read here.
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[property="${CSP_NONCE_META_PROPERTY}"]`);
  return meta?.nonce || undefined;
}

/**
 * Gives the nonce to the style tags the dialogs inject while open (Radix's scroll lock writes
 * a <style> through react-style-singleton, which asks get-nonce for it). Call once in the
 * browser before anything opens a dialog.
 */
export function applyCspNonceToInjectedStyles(nonce: string | undefined): void {
  if (nonce) setNonce(nonce);
}
