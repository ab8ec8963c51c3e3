import { createHash } from "node:crypto";
import type { ShopLocale } from "#commerce/locale.ts";
import type { RichTextDocument, RichTextNode, StoryFile } from "#commerce/modules/content/index.ts";
import type { Text } from "../demo-catalogue.ts";

/** A story's uuid, the same in both locales (translations share it) and on every seed. */
export function storyUuid(key: string): string {
  const hex = createHash("sha1").update(`butik-story:${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Builds the blocks of one story in one locale, giving each block a uid unique within the story. */
export function createStoryBuilder(locale: ShopLocale, storyKey: string) {
  let count = 0;
  const language = locale === "sv-SE" ? "sv" : "en";
  return {
    locale,
    /** The text in this story's language. */
    text: (value: Text) => value[language],
    block: <Fields extends object>(component: string, fields: Fields) => ({
      component,
      _uid: `${storyKey}-${(count += 1)}`,
      ...fields,
    }),
  };
}
export type StoryBuilder = ReturnType<typeof createStoryBuilder>;

function inline(text: string): RichTextNode[] {
  return [{ type: "text", text }];
}

/**
 * A rich text document from light markup: blank lines separate paragraphs, "## " starts a
 * heading, and lines starting "- " make a bullet list.
 */
export function richTextFromMarkup(markup: string): RichTextDocument {
  const content = markup
    .trim()
    .split(/\n\s*\n/)
    .map((chunk): RichTextNode => {
      const lines = chunk.trim().split("\n");
      if (lines[0]!.startsWith("## "))
        return { type: "heading", attrs: { level: 2 }, content: inline(lines[0]!.slice(3)) };
      if (lines.every((line) => line.startsWith("- "))) {
        return {
          type: "bullet_list",
          content: lines.map((line) => ({
            type: "list_item",
            content: [{ type: "paragraph", content: inline(line.slice(2)) }],
          })),
        };
      }
      return { type: "paragraph", content: inline(lines.join(" ")) };
    });
  return { type: "doc", content };
}

/** A published story file. */
export function publishedStory(fields: {
  key: string;
  locale: ShopLocale;
  name: string;
  fullSlug: string;
  publishedAt: Date;
  content: object;
  tags?: string[];
  isStartpage?: boolean;
}): StoryFile {
  return {
    uuid: storyUuid(fields.key),
    name: fields.name,
    locale: fields.locale,
    fullSlug: fields.fullSlug,
    tags: fields.tags ?? [],
    isStartpage: fields.isStartpage ?? false,
    publishedAt: fields.publishedAt.toISOString(),
    content: fields.content as StoryFile["content"],
  };
}
