import { randomBytes } from "node:crypto";
import type { Env } from "#commerce/env.ts";

/** Where a page may load things from beyond this server, as the configuration decides. */
export interface ContentSources {
  /** Origins pictures come from: the image CDN, Storyblok's asset servers. */
  images: readonly string[];
  /** Klarna Checkout's snippet draws its iframes, styles and fonts from Klarna's hosts. */
  klarna: boolean;
}

/** Klarna's documented hosts for its checkout (docs.klarna.com, "Browser security configuration"). */
const klarnaHosts = {
  frames: ["https://*.klarna.com", "https://x.klarnacdn.net"],
  connect: ["https://*.klarna.com", "https://*.klarnaevt.com", "https://x.klarnacdn.net"],
  assets: ["https://x.klarnacdn.net"],
};

const originOf = (url: string) => new URL(url).origin;

/** The sources our configuration needs: an absolute IMAGE_CDN_BASE, Storyblok's assets, Klarna. */
export function contentSourcesFor(
  env: Pick<Env, "IMAGE_CDN_BASE" | "CONTENT_SOURCE" | "PAYMENT_PROVIDER">,
): ContentSources {
  return {
    images: [
      ...(URL.canParse(env.IMAGE_CDN_BASE) ? [originOf(env.IMAGE_CDN_BASE)] : []),
      ...(env.CONTENT_SOURCE === "storyblok" ? ["https://*.storyblok.com"] : []),
    ],
    klarna: env.PAYMENT_PROVIDER === "klarna",
  };
}

/** 128 random bits, fresh for every page: a script runs only if it carries this value. */
export const createNonce = () => randomBytes(16).toString("base64");

/**
 * A strict policy: scripts run only with this page's nonce, and what they load ('strict-dynamic'),
 * so injected markup cannot run script; no plugins, no <base> hijack, no framing by other sites and
 * no form posting elsewhere. Styles allow inline attributes, which components set.
 */
export function contentSecurityPolicy(nonce: string, sources: ContentSources): string {
  const klarna = sources.klarna ? klarnaHosts : { frames: [], connect: [], assets: [] };
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", `'nonce-${nonce}'`, "'strict-dynamic'"],
    ["style-src", "'self'", "'unsafe-inline'", ...klarna.assets],
    ["img-src", "'self'", "data:", "blob:", ...sources.images],
    ["font-src", "'self'", ...klarna.assets],
    ["connect-src", "'self'", ...klarna.connect],
    // Our own pages only (the back office's content preview) and, with Klarna, its checkout.
    ["frame-src", "'self'", ...klarna.frames],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["frame-ancestors", "'self'"],
    ["form-action", "'self'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}
