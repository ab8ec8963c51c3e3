import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { storyFilePath, type StoryFile } from "./story-files.ts";

/** Writes each story to {dir}/{locale}/{fullSlug}.json, formatted for people to edit and diff. */
export async function writeStoryFolder(dir: string, stories: readonly StoryFile[]): Promise<void> {
  for (const story of stories) {
    const path = join(dir, storyFilePath(story));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `${JSON.stringify(story, null, 2)}\n`);
  }
}

/** Every .json file below `dir`, with its path relative to `dir` (for messages) and its text. */
export async function readStoryFolder(dir: string): Promise<{ path: string; text: string }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => join(entry.parentPath, entry.name));
  files.sort();
  return Promise.all(
    files.map(async (path) => ({ path: relative(dir, path).split(sep).join("/"), text: await readFile(path, "utf8") })),
  );
}
