import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { contentTypeOfKey, isMediaKey, type MediaStore } from "./media-store.ts";

/**
 * Originals as files under one directory (MEDIA_DIR), each at its key's path. The content type is
 * the key's extension's: the keys the shop makes end in the picture's format.
 */
export function createDirectoryMediaStore(directory: string): MediaStore {
  const root = resolve(directory);
  const pathOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
    return join(root, key);
  };
  return {
    kind: "directory",
    async put({ key, bytes }) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside and renamed over: a reader never sees half a picture.
      const partial = `${path}.${randomUUID()}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async get(key) {
      if (!isMediaKey(key)) return undefined;
      try {
        return { key, contentType: contentTypeOfKey(key), bytes: await readFile(pathOf(key)) };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // No such file, or a key whose path runs through a file or ends at a directory.
        if (code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR") return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
