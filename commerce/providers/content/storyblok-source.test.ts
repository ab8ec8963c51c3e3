import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeStory, startFakeStoryblok } from "#tests/fakes/storyblok-server.ts";
import { createStoryblokContentSource } from "./storyblok-source.ts";

const token = "test-token";
const article = (index: number, lang: string): FakeStory => ({
  uuid: `uuid-article-${index}-${lang}`,
  name: `${lang === "en" ? "Article" : "Artikel"} ${index}`,
  full_slug: `blog/article-${index}`,
  lang,
  content: { component: "Article", _uid: `a${index}`, title: `Title ${index}` },
  tag_list: index % 2 === 0 ? ["even"] : [],
  published_at: new Date(Date.UTC(2026, 0, 1) + index * 86_400_000).toISOString(),
});
const articles = Array.from({ length: 120 }, (_, index) => article(index + 1, "default"));
const blogIndex: FakeStory = {
  uuid: "uuid-blog-index",
  name: "Blogg",
  full_slug: "blogg",
  lang: "default",
  content: {
    component: "Page",
    _uid: "p1",
    body: [{ component: "FeaturedArticles", _uid: "f1", articles: articles.slice(0, 60).map((story) => story.uuid) }],
  },
  tag_list: [],
  published_at: "2026-01-01T00:00:00.000Z",
};

let fake: Awaited<ReturnType<typeof startFakeStoryblok>>;
beforeAll(async () => {
  fake = await startFakeStoryblok(token, [
    ...articles,
    ...Array.from({ length: 30 }, (_, index) => article(index + 1, "en")),
    blogIndex,
  ]);
});
afterAll(() => fake.close());

const source = (extra: Partial<Parameters<typeof createStoryblokContentSource>[0]> = {}) =>
  createStoryblokContentSource({ accessToken: token, endpoint: fake.endpoint, firstRetryDelayMs: 40, ...extra });

const since = (start: number) => fake.requests.slice(start);

/**
 * A source whose rate limiter runs on a virtual clock (waiting moves it on at once), with the
 * virtual time each request was sent at: the limits are checked exactly, whatever the machine's load.
 */
function timedSource(extra: Partial<Parameters<typeof createStoryblokContentSource>[0]> = {}) {
  let time = 0;
  const sentAt: number[] = [];
  const clock = { now: () => time, sleep: async (ms: number) => void (time += ms) };
  const recordingFetch: typeof fetch = (input, init) => {
    sentAt.push(time);
    return fetch(input, init);
  };
  return { client: source({ ...extra, clock, fetch: recordingFetch }), sentAt };
}

/** The most requests sent within any one second. */
const busiestSecond = (times: number[]) =>
  Math.max(...times.map((time) => times.filter((other) => other >= time && other < time + 1000).length));

describe("the Storyblok content source, against a fake Storyblok on loopback", () => {
  it("gives a story in our shape, per locale, and nothing for an unknown slug", async () => {
    const story = await source().getStory("sv-SE", "blog/article-3");
    expect(story).toMatchObject({
      uuid: "uuid-article-3-default",
      name: "Artikel 3",
      fullSlug: "blog/article-3",
      locale: "sv-SE",
      content: { component: "Article" },
    });
    expect((await source().getStory("en-GB", "blog/article-3"))?.name).toBe("Article 3");
    expect(await source().getStory("sv-SE", "no/such/story")).toBeUndefined();
  });

  it("lists 25 stories a page with the total", async () => {
    const start = fake.requests.length;
    const page = await source().listStories("sv-SE", { startsWith: "blog/", page: 2 });
    expect(page.total).toBe(120);
    expect(page.stories).toHaveLength(25);
    expect(page.stories[0]!.name).toBe("Artikel 95");
    expect(since(start).at(-1)!.query).toMatchObject({
      per_page: "25",
      page: "2",
      starts_with: "blog/",
      sort_by: "published_at:desc",
    });
  });

  it("asks Storyblok for one content type when told to", async () => {
    const start = fake.requests.length;
    const pages = await source().listStories("sv-SE", { contentType: "Page" });
    expect(pages.stories.map((story) => story.fullSlug)).toEqual(["blogg"]);
    expect(since(start).at(-1)!.query).toMatchObject({ content_type: "Page" });
  });

  it("resolves more than 50 relations in chunks of at most 50", async () => {
    const start = fake.requests.length;
    const story = await source().getStory("sv-SE", "blogg", { resolveRelations: ["FeaturedArticles.articles"] });
    const featured = (story!.content.body as { articles: { uuid: string; fullSlug: string }[] }[])[0]!.articles;
    expect(featured).toHaveLength(60);
    expect(featured[0]).toMatchObject({ uuid: "uuid-article-1-default", fullSlug: "blog/article-1" });
    const chunks = since(start)
      .filter((request) => request.query.by_uuids)
      .map((request) => request.query.by_uuids!.split(",").length);
    expect(chunks.sort((a, b) => b - a)).toEqual([50, 10]);
  });

  it("never starts more than 5 requests in a second", async () => {
    const timed = timedSource();
    await Promise.all(
      Array.from({ length: 12 }, (_, index) => timed.client.getStory("sv-SE", `blog/article-${index + 1}`)),
    );
    expect(timed.sentAt).toHaveLength(12);
    expect(busiestSecond(timed.sentAt)).toBe(5);
    expect(timed.sentAt.at(-1)! - timed.sentAt[0]!).toBeGreaterThanOrEqual(2000);
  });

  it("keeps to 3 a second with an OAuth token", async () => {
    const timed = timedSource({ oauthToken: "oauth-token" });
    await Promise.all(
      Array.from({ length: 7 }, (_, index) => timed.client.getStory("sv-SE", `blog/article-${index + 1}`)),
    );
    expect(busiestSecond(timed.sentAt)).toBe(3);
  });

  it("rides out a 429 storm, retrying with a doubling delay", async () => {
    const start = fake.requests.length;
    fake.answerTooManyRequests(4);
    const timed = timedSource({ firstRetryDelayMs: 250 });
    expect((await timed.client.getStory("sv-SE", "blog/article-9"))?.name).toBe("Artikel 9");
    expect(since(start).map((request) => request.status)).toEqual([429, 429, 429, 429, 200]);
    const gaps = timed.sentAt.slice(1).map((at, index) => at - timed.sentAt[index]!);
    expect(gaps).toEqual([250, 500, 1000, 2000]);
  });

  it("gives up after 5 retries", { timeout: 15_000 }, async () => {
    const start = fake.requests.length;
    fake.answerTooManyRequests(20);
    await expect(source().getStory("sv-SE", "blog/article-9")).rejects.toBeTruthy();
    expect(since(start).length).toBe(6);
    fake.answerTooManyRequests(0);
  });
});
