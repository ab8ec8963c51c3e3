import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readStoryFolder, writeStoryFolder } from "./story-folder.ts";
import { parseStoryFile, type StoryFile } from "./story-files.ts";

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

const story: StoryFile = {
  uuid: "1d7e6f70-1b2c-4d3e-8f4a-5b6c7d8e9f00",
  name: "Packlista",
  locale: "sv-SE",
  fullSlug: "blog/friluftsliv/packlista",
  tags: ["friluftsliv"],
  isStartpage: false,
  publishedAt: "2026-11-01T08:00:00.000Z",
  content: { component: "Teaser", _uid: "t1", headline: "Packa smart" },
};

describe("story folders", () => {
  it("writes one file per story and locale, and reads them back by relative path", async () => {
    const folder = await mkdtemp(join(tmpdir(), "butik-stories-"));
    folders.push(folder);
    await writeStoryFolder(folder, [story, { ...story, locale: "en-GB", name: "Packing list" }]);
    expect(JSON.parse(await readFile(join(folder, "sv-SE/blog/friluftsliv/packlista.json"), "utf8"))).toEqual(story);
    await writeFile(join(folder, "README.txt"), "not a story");
    const files = await readStoryFolder(folder);
    expect(files.map((file) => file.path)).toEqual([
      "en-GB/blog/friluftsliv/packlista.json",
      "sv-SE/blog/friluftsliv/packlista.json",
    ]);
    expect(parseStoryFile(files[1]!.path, files[1]!.text)).toEqual({ story });
  });
});
