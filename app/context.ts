import type { Commerce, CommerceLogger } from "#commerce/commerce.ts";
import type { Shopper } from "#server/shopper.ts";
import type { StaffContext } from "#server/staff-context.ts";

declare module "react-router" {
  interface AppLoadContext {
    commerce: Commerce;
    /** Who is shopping, in which locale and currency, with which basket: built once per request by the server. */
    shopper: Shopper;
    /** Who is working in the back office: built once per /admin request from the staff cookie; absent elsewhere. */
    staff?: StaffContext | undefined;
    /** Base URL of a CDN in front of /img, or "" to serve images from this server. */
    imageCdnBase: string;
    /** The client's IP address (the socket's peer, or as a proxy trusted by TRUST_PROXY reports it), for per-address rate limits. */
    clientAddress: string;
    /** Warnings a page wants an operator to see (for example a CMS block it could not render). */
    log: CommerceLogger;
    /** Logs an error that failed a page, through the server's logger (which redacts database errors). */
    logError: (error: unknown) => void;
    /**
     * The origin of every absolute URL a page hands out (canonical links, structured data, links in
     * mails): PUBLIC_URL, an ALLOWED_HOSTS host, or this server's own address; never an unchecked Host.
     */
    publicOrigin: string;
    /** This page's Content-Security-Policy nonce: every script the page renders carries it. */
    cspNonce: string;
  }
}
