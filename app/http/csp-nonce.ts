import { createContext, useContext } from "react";

/** The nonce the server gave this page: browsers hide it from the attribute but keep it on each script's `nonce`. */
const pageNonce = () =>
  typeof document === "undefined" ? undefined : document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;

/**
 * This page's Content-Security-Policy nonce, provided by entry.server while rendering. In the
 * browser it is the page's own, so hydration finds the attributes the server rendered; scripts added
 * after hydration are trusted through 'strict-dynamic' anyway.
 */
export const CspNonceContext = createContext<string | undefined>(pageNonce());

export const useCspNonce = () => useContext(CspNonceContext);

/** Vendor markup rendered as it is (Klarna's checkout snippet): its inline scripts run only with the page's nonce. */
export function withCspNonce(html: string, nonce: string | undefined): string {
  return nonce ? html.replace(/<script\b/gi, `<script nonce="${nonce}"`) : html;
}
