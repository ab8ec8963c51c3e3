import { describe, expect, it } from "vitest";
import { blockSchemas, type BlockName } from "./block-schemas.ts";

const image = { filename: "content/lake-1.svg", alt: "A lake" };
const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hello" }] }] };
const uuid = "0b7f5a43-1c2d-4e5f-8a9b-0c1d2e3f4a5b";

/** SPEC §1's block names, in SPEC's order. */
const specBlocks = [
  "Button",
  "Arrow",
  "Carousel",
  "CategoryWidget",
  "Columns",
  "Dropdown",
  "Feature",
  "FeaturedCampaign",
  "FeaturedCategories",
  "FeaturedProducts",
  "Grid",
  "GroupImageText",
  "Hero",
  "Image",
  "ArrowImageGallery",
  "BigPicture",
  "ImageGallery",
  "ImageList",
  "PopUp",
  "Input",
  "MenuLink",
  "MenuLinkDropdown",
  "Newsletter",
  "Page",
  "ProductAttributes",
  "ProductDetails",
  "RichText",
  "Row4Columns",
  "SelectedCategories",
  "SimpleLink",
  "Teaser",
  "Article",
  "ArticleTeaser",
  "ArticlesList",
  "BlogCategory",
  "FeaturedArticles",
  "RelatedArticles",
];

/**
 * For every block: fields that make a valid block, and a change that breaks it together with the
 * field the error must name.
 */
const examples: Record<BlockName, { valid: Record<string, unknown>; broken: Record<string, unknown>; field: string }> =
  {
    Button: { valid: { label: "Shop", link: "/category/dam" }, broken: { link: "javascript:alert(1)" }, field: "link" },
    Arrow: {
      valid: { label: "Scroll down", direction: "down" },
      // A browser reads "/\\host" as "//host": another site.
      broken: { link: "/\\evil.example" },
      field: "link",
    },
    Carousel: {
      valid: { slides: [{ component: "Teaser", _uid: "s1", headline: "Hi" }], autoplay: true },
      broken: { interval_seconds: 1 },
      field: "interval_seconds",
    },
    CategoryWidget: { valid: { category: 3 }, broken: { category: "three" }, field: "category" },
    Columns: { valid: { columns: [] }, broken: { layout: "diagonal" }, field: "layout" },
    Dropdown: { valid: { label: "Sizes", items: [] }, broken: { label: "" }, field: "label" },
    Feature: { valid: { title: "Free delivery", icon: "truck" }, broken: { icon: "rocket" }, field: "icon" },
    FeaturedCampaign: { valid: { title: "Sale", image }, broken: { image: { filename: "" } }, field: "image.filename" },
    FeaturedCategories: { valid: { categories: [1, 2] }, broken: { categories: [] }, field: "categories" },
    FeaturedProducts: { valid: { source: "news" }, broken: { limit: 500 }, field: "limit" },
    Grid: { valid: { items: [], columns: 4 }, broken: { columns: 7 }, field: "columns" },
    GroupImageText: { valid: { title: "Repairs", text: "We mend", image }, broken: { text: "   " }, field: "text" },
    Hero: { valid: { title: "Welcome", image }, broken: { title: undefined }, field: "title" },
    Image: { valid: { image }, broken: { image: undefined }, field: "image" },
    ArrowImageGallery: { valid: { images: [image] }, broken: { images: [] }, field: "images" },
    BigPicture: { valid: { image }, broken: { link: "//evil.example" }, field: "link" },
    ImageGallery: {
      valid: { images: [image, image] },
      broken: { images: [{ alt: "no file" }] },
      field: "images.0.filename",
    },
    ImageList: { valid: { items: [{ image, title: "Lake" }] }, broken: { items: [{ image }] }, field: "items.0.title" },
    PopUp: { valid: { trigger_label: "Open", title: "Hello", body: [] }, broken: { title: "" }, field: "title" },
    Input: {
      valid: { label: "Name", name: "name", required: true, min_length: 2 },
      broken: { name: "has spaces" },
      field: "name",
    },
    MenuLink: { valid: { label: "Women", link: "/category/dam" }, broken: { label: "" }, field: "label" },
    MenuLinkDropdown: { valid: { label: "Men", links: [] }, broken: { link: "ftp://files" }, field: "link" },
    Newsletter: { valid: { title: "News" }, broken: { title: 42 }, field: "title" },
    Page: { valid: { body: [] }, broken: { body: "not a list" }, field: "body" },
    ProductAttributes: { valid: { product: "sarek-winter-boot" }, broken: { product: "" }, field: "product" },
    ProductDetails: { valid: { product: "sarek-winter-boot" }, broken: { product: undefined }, field: "product" },
    RichText: { valid: { text: doc }, broken: { text: { type: "doc", content: [] } }, field: "text.content" },
    Row4Columns: { valid: { first: [], fourth: [] }, broken: { second: {} }, field: "second" },
    SelectedCategories: { valid: { categories: ["4"] }, broken: { categories: [-1] }, field: "categories.0" },
    SimpleLink: { valid: { label: "Mail us", link: "mailto:hej@butik.se" }, broken: { link: "" }, field: "link" },
    Teaser: { valid: { headline: "Hello" }, broken: { headline: "" }, field: "headline" },
    Article: {
      valid: { title: "T", teaser: "Short", image, author: "Karin", body: doc },
      broken: { author: "" },
      field: "author",
    },
    ArticleTeaser: { valid: { article: uuid }, broken: { article: "not-a-uuid" }, field: "article" },
    ArticlesList: { valid: { category: "guider" }, broken: { page_size: 26 }, field: "page_size" },
    BlogCategory: { valid: { title: "Guides" }, broken: { page_size: 0 }, field: "page_size" },
    FeaturedArticles: { valid: { articles: [uuid] }, broken: { articles: ["nope"] }, field: "articles.0" },
    RelatedArticles: { valid: {}, broken: { limit: "many" }, field: "limit" },
  };

describe("the block schemas", () => {
  it("cover exactly SPEC's 37 blocks", () => {
    expect(Object.keys(blockSchemas).sort()).toEqual([...specBlocks].sort());
    expect(Object.keys(examples).sort()).toEqual([...specBlocks].sort());
  });

  it.each(specBlocks as BlockName[])("%s accepts a valid block and names the field of a broken one", (name) => {
    const { valid, broken, field } = examples[name];
    const block = { component: name, _uid: "u1", ...valid };
    expect(blockSchemas[name].safeParse(block).success).toBe(true);
    const result = blockSchemas[name].safeParse({ ...block, ...broken });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(field);
  });

  it("refuses a block of another component or without a uid", () => {
    expect(blockSchemas.Hero.safeParse({ component: "Teaser", _uid: "u", title: "x", image }).success).toBe(false);
    expect(blockSchemas.Teaser.safeParse({ component: "Teaser", headline: "x" }).success).toBe(false);
  });

  it("fills in defaults and drops fields it does not know", () => {
    const parsed = blockSchemas.FeaturedProducts.parse({
      component: "FeaturedProducts",
      _uid: "u",
      _editable: "<!--#storyblok#-->",
    });
    expect(parsed).toEqual({ component: "FeaturedProducts", _uid: "u", source: "latest", products: [], limit: 8 });
  });

  it("reads Storyblok's link and asset fields", () => {
    const story = blockSchemas.Button.parse({
      component: "Button",
      _uid: "u",
      label: "Blog",
      link: { linktype: "story", cached_url: "blog/guider" },
    });
    expect(story.link).toBe("/blog/guider");
    const url = blockSchemas.Button.parse({
      component: "Button",
      _uid: "u",
      label: "Site",
      link: { linktype: "url", url: "https://example.com" },
    });
    expect(url.link).toBe("https://example.com");
    const mail = blockSchemas.SimpleLink.parse({
      component: "SimpleLink",
      _uid: "u",
      label: "Mail",
      link: { linktype: "email", email: "hej@butik.se" },
    });
    expect(mail.link).toBe("mailto:hej@butik.se");
    const teaser = blockSchemas.Teaser.parse({
      component: "Teaser",
      _uid: "u",
      headline: "Hi",
      text: "",
      image: { filename: "", alt: null },
      link: { linktype: "story", cached_url: "" },
    });
    expect(teaser).toEqual({
      component: "Teaser",
      _uid: "u",
      headline: "Hi",
      text: undefined,
      image: undefined,
      link: undefined,
    });
    const hero = blockSchemas.Hero.parse({
      component: "Hero",
      _uid: "u",
      title: "Hi",
      image: { filename: "https://a.storyblok.com/f/1/hero.jpg", alt: null },
    });
    expect(hero.image).toEqual({ filename: "https://a.storyblok.com/f/1/hero.jpg", alt: "" });
  });

  it("accepts a related story once relations are resolved", () => {
    const resolved = {
      uuid,
      name: "Article",
      fullSlug: "blog/guider/x",
      publishedAt: null,
      content: { component: "Article" },
    };
    expect(
      blockSchemas.ArticleTeaser.safeParse({ component: "ArticleTeaser", _uid: "u", article: resolved }).success,
    ).toBe(true);
  });
});
