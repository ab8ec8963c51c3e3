import { describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { shopLocales } from "#commerce/locale.ts";
import { blockSchemas } from "./blocks/block-schemas.ts";
import { findBlockProblems } from "./blocks/validate-blocks.ts";
import { visitBlocks } from "./relations.ts";
import { exportStories } from "./story-files.ts";

const shop = withDemoShop();

describe("the demo content", () => {
  it("is valid, block for block, in both locales", async () => {
    const stories = await exportStories(shop.database.db);
    for (const story of stories)
      expect(findBlockProblems(story.content), `${story.locale} ${story.fullSlug}`).toEqual([]);
    for (const locale of shopLocales) {
      const slugs = stories.filter((story) => story.locale === locale).map((story) => story.fullSlug);
      expect(slugs).toEqual(expect.arrayContaining(["home", "alla-block", "blog", "config/header", "config/footer"]));
    }
  });

  it("has a page that shows every one of the 37 blocks", async () => {
    for (const locale of shopLocales) {
      const page = await shop.commerce.content.getStory(locale, "alla-block");
      const shown = new Set<string>();
      visitBlocks(page!.content, (block) => shown.add(block.component));
      expect([...shown].sort()).toEqual(Object.keys(blockSchemas).sort());
    }
  });

  it("has at least 12 articles with prose in at least 3 blog categories, in both locales", async () => {
    for (const locale of shopLocales) {
      const { stories, total } = await shop.commerce.content.listStories(locale, {
        startsWith: "blog/",
        contentType: "Article",
      });
      expect(total).toBeGreaterThanOrEqual(12);
      expect(new Set(stories.map((story) => story.fullSlug.split("/")[1])).size).toBeGreaterThanOrEqual(3);
      for (const story of stories) {
        const article = blockSchemas.Article.parse(story.content);
        expect(JSON.stringify(article.body).length, story.fullSlug).toBeGreaterThan(800);
      }
    }
  });
});
