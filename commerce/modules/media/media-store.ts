/** An original picture as a media store keeps it. */
export interface MediaFile {
  key: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Where original pictures are kept, by key: the database (the default), a directory, or an
 * S3-compatible bucket (MEDIA_STORE). /img reads originals through it and serves resized copies.
 */
export interface MediaStore {
  /** What the configuration chose, for the start-up log (never a secret). */
  readonly kind: "database" | "directory" | "s3";
  /** Stores the file under its key, replacing what the key held. */
  put(file: MediaFile): Promise<void>;
  /** The file stored under a key, or undefined when there is none. */
  get(key: string): Promise<MediaFile | undefined>;
  /** Removes the file under a key; a key holding nothing is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Keys a store takes: path segments of letters, digits, `.`, `_` and `-`, joined by `/`, none of
 * them `.` or `..`, so a key is always a plain relative path (a file under MEDIA_DIR, an object name).
 */
export function isMediaKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    key.split("/").every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && segment !== "." && segment !== "..")
  );
}

const contentTypesByExtension: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
};

/** The content type a key's extension names, for stores that keep no content type beside the bytes. */
export function contentTypeOfKey(key: string): string {
  return contentTypesByExtension[key.split(".").at(-1)?.toLowerCase() ?? ""] ?? "application/octet-stream";
}
