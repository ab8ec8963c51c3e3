import { describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { describeInEnglish } from "#commerce/error-english.ts";
import { DomainError } from "#commerce/errors.ts";
import { exportStories, importStories, storyFilePath, type StoryFile } from "./story-files.ts";

const shop = withDemoShop();

function fileOf(story: StoryFile) {
  return { path: storyFilePath(story), text: JSON.stringify(story, null, 2) };
}

async function importError(files: { path: string; text: string }[]): Promise<string> {
  const error = await importStories(shop.database.db, files).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return describeInEnglish((error as DomainError).problem);
}

describe("exporting and importing stories as files", () => {
  it("exports every story to {locale}/{slug}.json and imports them back unchanged", async () => {
    const stories = await exportStories(shop.database.db);
    expect(stories.map(storyFilePath)).toContain("sv-SE/blog/friluftsliv/packlista-for-fjallet.json");
    expect(stories.map(storyFilePath)).toContain("en-GB/config/header.json");
    expect(await importStories(shop.database.db, stories.map(fileOf))).toEqual({ imported: stories.length });
    expect(await exportStories(shop.database.db)).toEqual(stories);
  });

  it("imports an edited story, which the shop then shows", async () => {
    const [home] = (await exportStories(shop.database.db)).filter(
      (story) => story.fullSlug === "home" && story.locale === "en-GB",
    );
    const edited: StoryFile = {
      ...home!,
      content: {
        component: "Page",
        _uid: "p",
        body: [{ component: "Teaser", _uid: "t", headline: "Edited by the merchant" }],
      },
    };
    await importStories(shop.database.db, [fileOf(edited)]);
    const story = await shop.commerce.content.getStory("en-GB", "home");
    expect(story?.content).toEqual(edited.content);
    await importStories(shop.database.db, [fileOf(home!)]);
  });

  it("rejects a file with an invalid block, naming the story, the block path and the field, and changes nothing", async () => {
    const before = await exportStories(shop.database.db);
    const good = before.find((story) => story.fullSlug === "om-oss" && story.locale === "sv-SE")!;
    const changedGood = { ...good, name: "Changed" };
    const bad: StoryFile = {
      ...before.find((story) => story.fullSlug === "blog" && story.locale === "en-GB")!,
      content: {
        component: "Page",
        _uid: "p",
        body: [
          {
            component: "Grid",
            _uid: "g",
            items: [{ component: "Hero", _uid: "h", title: "", image: { filename: "content/x.svg" } }],
          },
        ],
      },
    };
    const message = await importError([fileOf(changedGood), fileOf(bad)]);
    expect(message).toContain(
      'en-GB/blog.json: story "The blog" (en-GB blog): body[0].items[0] (Hero) field title: Value is required',
    );
    expect(message).toMatch(/^Import rejected, nothing was changed/);
    expect(await exportStories(shop.database.db)).toEqual(before);
  });

  it("rejects unknown blocks, broken JSON, bad story fields and two files for one slug", async () => {
    const [story] = await exportStories(shop.database.db);
    const unknown = {
      ...story!,
      content: { component: "Page", _uid: "p", body: [{ component: "Marquee", _uid: "m" }] },
    };
    expect(await importError([fileOf(unknown)])).toContain('body[0] (Marquee): Unknown block "Marquee"');
    expect(await importError([{ path: "sv-SE/x.json", text: "{ not json" }])).toContain("sv-SE/x.json: not valid JSON");
    expect(await importError([fileOf({ ...story!, fullSlug: "Has Spaces" })])).toContain(
      "field fullSlug: Slug must be lower-case words joined by - and /",
    );
    expect(await importError([fileOf({ ...story!, locale: "de-DE" as StoryFile["locale"] })])).toContain(
      "field locale",
    );
    expect(await importError([fileOf(story!), { ...fileOf(story!), path: "copy.json" }])).toContain(
      `copy.json: story "${story!.name}": ${story!.locale} ${story!.fullSlug} is also the slug of ${storyFilePath(story!)}`,
    );
  });
});
