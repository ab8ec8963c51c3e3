import { describe, expect, it } from "vitest";
import type { ContentSource, Story } from "#commerce/modules/content/index.ts";
import { cacheContentSource } from "./cached-source.ts";

function countingSource(failFirst = false) {
  const calls: string[] = [];
  const source: ContentSource = {
    async getStory(locale, fullSlug) {
      calls.push(`${locale} ${fullSlug}`);
      if (failFirst && calls.length === 1) throw new Error("content service down");
      return {
        uuid: fullSlug,
        name: fullSlug,
        fullSlug,
        locale,
        content: { component: "Page", _uid: "1" },
        tags: [],
        publishedAt: null,
      } satisfies Story;
    },
    async listStories(locale, query) {
      calls.push(`${locale} list ${query.page ?? 1}`);
      return { stories: [], total: 0 };
    },
  };
  return { source, calls };
}

describe("the content cache", () => {
  it("reuses an answer while fresh and asks again once it is stale", async () => {
    let clock = 0;
    const { source, calls } = countingSource();
    const cached = cacheContentSource(source, { freshForMs: 5000, now: () => clock });
    await cached.getStory("sv-SE", "home");
    await cached.getStory("sv-SE", "home");
    await cached.getStory("en-GB", "home");
    await cached.listStories("sv-SE", { page: 1 });
    await cached.listStories("sv-SE", { page: 2 });
    await cached.listStories("sv-SE", { page: 1 });
    expect(calls).toEqual(["sv-SE home", "en-GB home", "sv-SE list 1", "sv-SE list 2"]);
    clock = 5000;
    await cached.getStory("sv-SE", "home");
    expect(calls.at(-1)).toBe("sv-SE home");
    expect(calls).toHaveLength(5);
  });

  it("does not keep a failure, and keeps no more than its limit", async () => {
    const { source, calls } = countingSource(true);
    const cached = cacheContentSource(source, { freshForMs: 5000, maxEntries: 2 });
    await expect(cached.getStory("sv-SE", "home")).rejects.toThrow("content service down");
    expect((await cached.getStory("sv-SE", "home"))?.name).toBe("home");
    await cached.getStory("sv-SE", "a");
    await cached.getStory("sv-SE", "b");
    await cached.getStory("sv-SE", "home");
    expect(calls).toEqual(["sv-SE home", "sv-SE home", "sv-SE a", "sv-SE b", "sv-SE home"]);
  });

  it("keeps serving a fresh answer when the stories' version cannot be read, and follows it once it can", async () => {
    let clock = 0;
    let version: Promise<string> = Promise.resolve("1");
    const { source, calls } = countingSource();
    const cached = cacheContentSource(source, { freshForMs: 5000, now: () => clock, readVersion: () => version });
    await cached.getStory("sv-SE", "home");
    clock = 600;
    version = Promise.reject(new Error("database busy"));
    expect((await cached.getStory("sv-SE", "home"))?.name).toBe("home");
    expect(calls).toEqual(["sv-SE home"]);
    version = Promise.resolve("2");
    await cached.getStory("sv-SE", "home");
    expect(calls).toEqual(["sv-SE home", "sv-SE home"]);
  });
});
