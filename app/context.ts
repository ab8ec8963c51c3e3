import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "react-router";
import type { Commerce, CommerceLogger } from "../commerce/commerce.ts";

declare module "react-router" {
  interface AppLoadContext {
    commerce: Commerce;
    /** Base URL of a CDN in front of /img, or "" to serve images from this server. */
    imageCdnBase: string;
    /** The client's IP address as the socket sees it, for per-address rate limits. */
    clientAddress: string;
    /** Warnings a page wants an operator to see (for example a CMS block it could not render). */
    log: CommerceLogger;
    /** Where shoppers reach the shop (https://shop.example), for canonical URLs, sitemaps and structured data. */
    publicOrigin: string;
  }
}

/** Loader arguments with the server's load context typed (React Router types it `any` by default). */
export type LoaderArgs = LoaderFunctionArgs<AppLoadContext>;
export type ActionArgs = ActionFunctionArgs<AppLoadContext>;
