/**
 * What the storefront's browser code may use of content: plain TypeScript, nothing that reaches the
 * database and no zod (issue 18: blocks are validated on the server; the browser gets them parsed).
 * The back office's content editor reads the block schemas from editor.browser.ts.
 */
export { isSafeLink } from "./blocks/safe-link.ts";
export type { RichTextDocument, RichTextNode } from "./blocks/fields.ts";
/** Where the storefront links the terms of purchase and the privacy policy. */
export { policyPageSlugs, type PolicyPage } from "./policy-pages.ts";
