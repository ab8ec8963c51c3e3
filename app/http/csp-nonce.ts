import { createContext, useContext } from "react";

/**
 * This page's Content-Security-Policy nonce, provided by entry.server while rendering. In the
 * browser it is undefined: scripts added after hydration are trusted through 'strict-dynamic'.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export const useCspNonce = () => useContext(CspNonceContext);

/** Vendor markup rendered as it is (Klarna's checkout snippet): its inline scripts run only with the page's nonce. */
export function withCspNonce(html: string, nonce: string | undefined): string {
  return nonce ? html.replace(/<script\b/gi, `<script nonce="${nonce}"`) : html;
}
