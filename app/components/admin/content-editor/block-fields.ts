import type { z } from "zod";
import type { BlockName } from "#commerce/modules/content/index.ts";
import {
  asset,
  blockSchemas,
  categoryId,
  childBlocks,
  link,
  productName,
  richText,
  storyReference,
} from "#commerce/modules/content/editor.browser.ts";

/**
 * What the editor shows for one field, read off the block's zod schema: the shared field types of
 * the block schemas (a picture, a link, a category...) by identity, everything else by its zod type.
 */
export type FieldKind =
  | { kind: "text" }
  | { kind: "link" }
  | { kind: "number"; min: number | undefined; max: number | undefined }
  | { kind: "boolean" }
  | { kind: "choice"; options: string[] }
  | { kind: "picture" }
  | { kind: "category" }
  | { kind: "product" }
  | { kind: "article" }
  | { kind: "richText" }
  | { kind: "blocks" }
  | { kind: "list"; item: FieldSpec }
  | { kind: "group"; fields: FieldSpec[] }
  | { kind: "json" };

export type FieldSpec = FieldKind & {
  name: string;
  /** Left empty, the field is absent (an optional field, or one with a default). */
  optional: boolean;
  /** The schema's default, shown for a field the block does not have yet. */
  fallback: unknown;
};

interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string>;
  defaultValue?: unknown;
  checks?: { _zod: { def: { check: string; value?: number; inclusive?: boolean } } }[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The shared field types, recognised by identity (a wrapper such as .optional() is unwrapped first). */
const knownFields = new Map<z.ZodType, FieldKind>([
  [asset, { kind: "picture" }],
  [link, { kind: "link" }],
  [categoryId, { kind: "category" }],
  [productName, { kind: "product" }],
  [storyReference, { kind: "article" }],
  [richText, { kind: "richText" }],
  [childBlocks, { kind: "blocks" }],
]);

/** A number's bounds from its checks (z.number().min(1).max(24)). */
function boundsOf(def: SchemaDef): { min: number | undefined; max: number | undefined } {
  let min: number | undefined;
  let max: number | undefined;
  for (const check of def.checks ?? []) {
    const { check: kind, value } = check._zod.def;
    if (kind === "greater_than") min = value;
    if (kind === "less_than") max = value;
  }
  return { min, max };
}

function describe(schema: z.ZodType, name: string, optional = false, fallback: unknown = undefined): FieldSpec {
  const known = knownFields.get(schema);
  if (known) return { ...known, name, optional, fallback };
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "nullable":
      return describe(def.innerType!, name, true, fallback);
    case "default":
      return describe(def.innerType!, name, true, def.defaultValue);
    case "pipe": {
      // A preprocess is a transform into the schema; a transform after a schema only reshapes its value.
      const inner = defOf(def.in!).type === "transform" ? def.out! : def.in!;
      return describe(inner, name, optional, fallback);
    }
    case "string":
      return { kind: "text", name, optional, fallback };
    case "number":
      return { kind: "number", ...boundsOf(def), name, optional, fallback };
    case "boolean":
      return { kind: "boolean", name, optional, fallback };
    case "enum":
      return { kind: "choice", options: Object.values(def.entries!), name, optional, fallback };
    case "array":
      return { kind: "list", item: describe(def.element!, name), name, optional, fallback };
    case "object":
      return {
        kind: "group",
        fields: Object.entries(def.shape!).map(([field, inner]) => describe(inner, field)),
        name,
        optional,
        fallback,
      };
    default:
      return { kind: "json", name, optional, fallback };
  }
}

const blockFieldCache = new Map<string, FieldSpec[]>();

/** A block's fields as the editor shows them, in the schema's order, without its component name and uid. */
export function blockFieldsOf(component: string): FieldSpec[] | undefined {
  if (!Object.hasOwn(blockSchemas, component)) return undefined;
  const cached = blockFieldCache.get(component);
  if (cached) return cached;
  const schema = blockSchemas[component as keyof typeof blockSchemas];
  const fields = Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([field]) => field !== "component" && field !== "_uid")
    .map(([field, inner]) => describe(inner, field));
  blockFieldCache.set(component, fields);
  return fields;
}

/** Every block the editor can add, by component name. */
export const blockNames = Object.keys(blockSchemas) as BlockName[];
