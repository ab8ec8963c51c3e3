import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "#tests/fixtures/test-database.ts";
import { createLocalContentSource } from "./local-source.ts";
import { resolveRelations } from "./relations.ts";
import { contentStories } from "./schema.ts";
import type { Block, Story } from "./story.ts";

let database: TestDatabase;
const articleUuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`;

beforeAll(async () => {
  database = await openTestDatabase();
  const articles = Array.from({ length: 60 }, (_, index) => index + 1).flatMap((index) => [
    {
      uuid: articleUuid(index),
      locale: "sv-SE",
      fullSlug: `blog/artikel-${index}`,
      name: `Artikel ${index}`,
      content: { component: "Article", _uid: `a${index}` },
      tags: index % 3 === 0 ? ["friluftsliv"] : [],
      publishedAt: new Date(Date.UTC(2026, 0, index)),
    },
    {
      uuid: articleUuid(index),
      locale: "en-GB",
      fullSlug: `blog/article-${index}`,
      name: `Article ${index}`,
      content: { component: "Article", _uid: `a${index}` },
      tags: [],
      publishedAt: new Date(Date.UTC(2026, 0, index)),
    },
  ]);
  await database.db.insert(contentStories).values([
    ...articles,
    {
      uuid: articleUuid(999),
      locale: "sv-SE",
      fullSlug: "blog/utkast",
      name: "Utkast",
      content: { component: "Article", _uid: "draft" },
      tags: [],
      publishedAt: null,
    },
    {
      uuid: articleUuid(1000),
      locale: "sv-SE",
      fullSlug: "home",
      name: "Hem",
      content: {
        component: "Page",
        _uid: "p",
        body: [
          {
            component: "FeaturedArticles",
            _uid: "f",
            articles: [articleUuid(2), articleUuid(1), articleUuid(999), "missing"],
          },
        ],
      },
      tags: [],
      publishedAt: new Date(),
      isStartpage: true,
    },
  ]);
});
afterAll(() => database.destroy());

describe("the local content source", () => {
  it("gives a published story per locale, and nothing for a draft or an unknown slug", async () => {
    const source = createLocalContentSource(database.db);
    expect(await source.getStory("sv-SE", "blog/artikel-5")).toMatchObject({
      name: "Artikel 5",
      locale: "sv-SE",
      content: { component: "Article" },
    });
    expect((await source.getStory("en-GB", "blog/article-5"))?.name).toBe("Article 5");
    expect(await source.getStory("en-GB", "blog/artikel-5")).toBeUndefined();
    expect(await source.getStory("sv-SE", "blog/utkast")).toBeUndefined();
  });

  it("lists 25 stories a page, newest first, by folder and by tag", async () => {
    const source = createLocalContentSource(database.db);
    const page1 = await source.listStories("sv-SE", { startsWith: "blog/" });
    const page3 = await source.listStories("sv-SE", { startsWith: "blog/", page: 3 });
    expect(page1.total).toBe(60);
    expect(page1.stories).toHaveLength(25);
    expect(page1.stories[0]!.name).toBe("Artikel 60");
    expect(page3.stories).toHaveLength(10);
    expect((await source.listStories("sv-SE", { withTag: "friluftsliv" })).total).toBe(20);
  });

  it("lists only stories whose root block is the given component", async () => {
    const source = createLocalContentSource(database.db);
    expect((await source.listStories("sv-SE", { contentType: "Page" })).stories.map((story) => story.fullSlug)).toEqual(
      ["home"],
    );
    expect((await source.listStories("sv-SE", { startsWith: "blog/", contentType: "Article" })).total).toBe(60);
    expect((await source.listStories("sv-SE", { contentType: "BlogCategory" })).total).toBe(0);
  });

  it("replaces related story uuids with the stories, in order, dropping drafts and unknown ones", async () => {
    const home = await createLocalContentSource(database.db).getStory("sv-SE", "home", {
      resolveRelations: ["FeaturedArticles.articles"],
    });
    const featured = (home!.content.body as { articles: Story[] }[])[0]!.articles;
    expect(featured.map((story) => story.name)).toEqual(["Artikel 2", "Artikel 1"]);
  });
});

describe("relation resolution", () => {
  it("fetches related stories 50 at a time", async () => {
    const uuids = Array.from({ length: 120 }, (_, index) => `uuid-${index}`);
    const content: Block = {
      component: "Page",
      _uid: "p",
      body: [{ component: "FeaturedArticles", _uid: "f", articles: uuids }],
    };
    const chunks: number[] = [];
    const resolved = await resolveRelations(content, ["FeaturedArticles.articles"], async (batch) => {
      chunks.push(batch.length);
      return batch.map((uuid) => ({
        uuid,
        name: uuid,
        fullSlug: uuid,
        locale: "sv-SE",
        content: { component: "Article", _uid: uuid },
        tags: [],
        publishedAt: null,
      }));
    });
    expect(chunks).toEqual([50, 50, 20]);
    expect((resolved.body as { articles: Story[] }[])[0]!.articles.map((story) => story.uuid)).toEqual(uuids);
    expect((content.body as { articles: unknown[] }[])[0]!.articles[0]).toBe("uuid-0");
  });
});
