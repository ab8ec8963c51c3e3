import { describe, expect, it } from "vitest";
import { blockSchemas } from "#commerce/modules/content/index.ts";
import { blockComponents } from "./registry.ts";

/** SPEC §1's content blocks, in its words. */
const specBlocks =
  "Button, Arrow, Carousel, CategoryWidget, Columns, Dropdown, Feature, FeaturedCampaign, FeaturedCategories, FeaturedProducts, Grid, GroupImageText, Hero, Image, ArrowImageGallery, BigPicture, ImageGallery, ImageList, PopUp, Input, MenuLink, MenuLinkDropdown, Newsletter, Page, ProductAttributes, ProductDetails, RichText, Row4Columns, SelectedCategories, SimpleLink, Teaser, Article, ArticleTeaser, ArticlesList, BlogCategory, FeaturedArticles, RelatedArticles".split(
    ", ",
  );

describe("the block registry", () => {
  it("renders and validates exactly SPEC's 37 blocks", () => {
    expect(specBlocks).toHaveLength(37);
    expect(Object.keys(blockComponents).sort()).toEqual([...specBlocks].sort());
    expect(Object.keys(blockSchemas).sort()).toEqual([...specBlocks].sort());
    for (const name of specBlocks)
      expect(typeof blockComponents[name as keyof typeof blockComponents], name).toBe("function");
  });
});
