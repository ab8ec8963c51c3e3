import { describe, expect, it } from "vitest";
import { blockSchemas } from "#commerce/modules/content/index.ts";
import { blockComponents, blockFileOf } from "./registry.ts";

/** SPEC §1's content blocks, in its words. */
const specBlocks =
  "Button, Arrow, Carousel, CategoryWidget, Columns, Dropdown, Feature, FeaturedCampaign, FeaturedCategories, FeaturedProducts, Grid, GroupImageText, Hero, Image, ArrowImageGallery, BigPicture, ImageGallery, ImageList, PopUp, Input, MenuLink, MenuLinkDropdown, Newsletter, Page, ProductAttributes, ProductDetails, RichText, Row4Columns, SelectedCategories, SimpleLink, Teaser, Article, ArticleTeaser, ArticlesList, BlogCategory, FeaturedArticles, RelatedArticles".split(
    ", ",
  );

describe("the block registry", () => {
  it("renders and validates exactly SPEC's 37 blocks", async () => {
    expect(specBlocks).toHaveLength(37);
    expect(Object.keys(blockComponents).sort()).toEqual([...specBlocks].sort());
    expect(Object.keys(blockSchemas).sort()).toEqual([...specBlocks].sort());
    for (const name of specBlocks) {
      const block = blockComponents[name as keyof typeof blockComponents];
      const component = await block.load();
      expect(typeof component, name).toBe("function");
      // Loaded once, it renders at once from then on: no block suspends twice.
      expect(block.loaded, name).toBe(component);
      expect(block.load(), name).toBe(block.load());
      // The server preloads a block's chunk by its file's name (block-scripts.server.ts).
      const file = (await import(`./${blockFileOf(name as keyof typeof blockComponents)}`)) as Record<string, unknown>;
      expect(file[`${name}Block`], name).toBe(component);
    }
  });
});
