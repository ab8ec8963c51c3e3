import type { LinkDescriptor } from "react-router";
// The same file app/app.css names in its @font-face, so the preload and the stylesheet share one
// hashed URL and the browser fetches it once, early, instead of after the CSS is parsed.
import interLatinUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/** A preload for the shop's text font; fonts are fetched anonymously, so crossorigin is required. */
export const fontPreloadLinks: LinkDescriptor[] = [
  { rel: "preload", href: interLatinUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];
