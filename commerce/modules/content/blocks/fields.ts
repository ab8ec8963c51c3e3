import { z } from "zod";
import { coded } from "#commerce/validation.ts";
import { isSafeLink } from "./safe-link.ts";

/** The field types CMS blocks are made of, shared by every block schema. */

/** A required line of text. */
export const requiredText = z.string().trim().min(1, coded("required"));

/** Text a merchant may leave empty; Storyblok sends "" for an empty field, which counts as absent. */
export const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || undefined);

/** A picture: a media key of ours ("content/hero.svg") or an absolute URL (Storyblok's assets). */
export const asset = z.object({
  filename: requiredText,
  alt: z
    .string()
    .nullish()
    .transform((value) => value ?? ""),
});
export type Asset = z.output<typeof asset>;

/** A picture a merchant may leave out; Storyblok sends an empty filename for an empty asset field. */
export const optionalAsset = z.preprocess(
  (value) =>
    typeof value === "object" && value !== null && !(value as { filename?: unknown }).filename ? undefined : value,
  asset.optional(),
);

/** Storyblok's link field is an object; a link of ours is the URL itself. */
function toLinkUrl(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const link = value as { linktype?: string; cached_url?: string; url?: string; email?: string };
  if (link.linktype === "email" && link.email) return `mailto:${link.email}`;
  if (link.linktype === "story") return link.cached_url ? `/${link.cached_url.replace(/^\/+/, "")}` : "";
  return link.url || link.cached_url || "";
}

/**
 * Where a block links to: a path inside the shop ("/category/dam", put in the page's locale when
 * rendered) or an http(s), mailto or tel URL. Anything else (javascript:, //host) is refused.
 */
export const link = z.preprocess(
  toLinkUrl,
  requiredText.refine((url) => isSafeLink(url), "Link must be a path starting with / or an http(s), mailto or tel URL"),
);
export const optionalLink = z.preprocess((value) => {
  const url = toLinkUrl(value);
  return url === "" || url === null ? undefined : url;
}, link.optional());

/**
 * Nested blocks. Each is checked against its own schema when the tree is validated, so that one bad
 * child is left out without taking its parent with it.
 */
export const childBlocks = z.array(z.unknown()).default([]);

/** A node of a rich text document (Storyblok's rich text format, also used by the local source). */
export interface RichTextNode {
  type: string;
  text?: string | undefined;
  attrs?: Record<string, unknown> | undefined;
  marks?: { type: string; attrs?: Record<string, unknown> | undefined }[] | undefined;
  content?: RichTextNode[] | undefined;
}

const richTextNode: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    type: z.string().min(1),
    text: z.string().optional(),
    attrs: z.record(z.string(), z.unknown()).optional(),
    marks: z.array(z.object({ type: z.string(), attrs: z.record(z.string(), z.unknown()).optional() })).optional(),
    content: z.array(richTextNode).optional(),
  }),
);

export const richText = z.object({ type: z.literal("doc"), content: z.array(richTextNode).min(1, coded("required")) });
export type RichTextDocument = z.output<typeof richText>;

/** A story this block refers to: its uuid, or the story itself once relations are resolved. */
export const storyReference = z.union([
  z.uuid(),
  z.looseObject({
    uuid: z.string(),
    name: z.string(),
    fullSlug: z.string(),
    publishedAt: z.string().nullable(),
    content: z.looseObject({ component: z.string() }),
  }),
]);

/** A category of the catalogue, by id (ids stay the same in every locale). */
export const categoryId = z.coerce.number().int().positive();

/** A product of the catalogue, by its unique name (the same in every locale). */
export const productName = requiredText.max(200);

/** A count a merchant picks, within bounds. */
export const boundedCount = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** A block's schema: its component name, a unique id, and its fields. Unknown fields are dropped. */
export function defineBlock<Name extends string, Shape extends z.ZodRawShape>(component: Name, fields: Shape) {
  return z.object({ component: z.literal(component), _uid: z.string().min(1), ...fields });
}
