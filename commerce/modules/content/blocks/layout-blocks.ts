import { z } from "zod";
import { boundedCount, childBlocks, defineBlock, optionalText } from "./fields.ts";

/** Blocks that hold other blocks. */

/** The root of a content page: its blocks top to bottom, with the page's own title and description. */
export const pageBlock = defineBlock("Page", {
  body: childBlocks,
  seo_title: optionalText,
  seo_description: optionalText,
});

/** Side by side on wide screens, stacked on narrow ones; each nested block is one column. */
export const columnsBlock = defineBlock("Columns", {
  title: optionalText,
  columns: childBlocks,
  layout: z.enum(["equal", "wide-left", "wide-right"]).default("equal"),
});

/** Nested blocks in a grid of two, three or four columns. */
export const gridBlock = defineBlock("Grid", {
  title: optionalText,
  columns: z.coerce.number().int().min(2).max(4).default(3),
  items: childBlocks,
});

/** A row of four slots, each a stack of blocks (the footer is one). */
export const row4ColumnsBlock = defineBlock("Row4Columns", {
  title: optionalText,
  first: childBlocks,
  second: childBlocks,
  third: childBlocks,
  fourth: childBlocks,
});

/** Slides of nested blocks, one at a time, by arrows, keyboard or swipe; autoplay can be paused. */
export const carouselBlock = defineBlock("Carousel", {
  label: optionalText,
  slides: childBlocks,
  autoplay: z.boolean().default(false),
  interval_seconds: boundedCount(3, 30, 6),
});
