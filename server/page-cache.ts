import { isbot } from "isbot";
import { readCookie } from "#app/http/cookies.ts";
import { detectPreferredLocale } from "#app/i18n/locale-routing.ts";
import { chooseAnswerEncoding, compressionThreshold, compressWhole, type AnswerEncoding } from "./compression.ts";
import { currencyCookieName } from "./storefront-shopper.ts";

/** What the pages are made from, as far as the cache can tell when it changed. */
export interface PageCacheSources {
  /** The catalogue's version (the engine's change feed; never waits after the first call). */
  catalogueVersion: () => Promise<number>;
  /** Hears of every catalogue change this process makes, as it makes it. */
  onCatalogueChangedHere: (listener: () => void) => void;
  /** The published content's version, when the content source can tell (ContentSource.version). */
  contentVersion?: (() => Promise<string>) | undefined;
}

export interface PageCacheOptions {
  /** The most bytes of pages kept (bodies in every encoding kept, plus keys and headers); the least recently used go first. */
  maxBytes: number;
  /**
   * How long a page is kept at most. Stores and a Storyblok space have no version to follow: a page
   * showing them is at most this old. 10 s when not given.
   */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  key: string;
  status: number;
  headers: [string, string][];
  raw: Buffer;
  /** The body in each encoding asked for so far, compressed once. */
  encoded: Partial<Record<AnswerEncoding, Promise<Buffer>>>;
  bytes: number;
  storedAt: number;
}

/** Headers that differ per copy sent (set for each answer), not kept with a page. */
const perAnswerHeaders = new Set(["content-length", "content-encoding", "age"]);
/** Keys, headers and the entry itself, roughly: counted so that many small pages cannot outgrow the bound. */
const entryOverhead = 1024;

/**
 * This process's copies of public pages (ADR 0026): whole answers, headers and CSP nonce with the
 * body they belong to, kept per URL, currency cookie, crawler or not, and (for the home page, which
 * sends shoppers to their language) the preferred language, each body compressed once per encoding.
 * Used only for requests that may get a public page (server/page-caching.ts); everything is
 * dropped when the catalogue version or the content version moves, and a page is never older than
 * `maxAgeMs`.
 */
export function createPageCache(
  sources: PageCacheSources,
  { maxBytes, maxAgeMs = 10_000, now = Date.now }: PageCacheOptions,
) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Moves with every drop: a page rendered before a drop is not kept after it.
  let generation = 0;
  let versions: string | undefined;

  const dropAll = () => {
    entries.clear();
    bytes = 0;
    generation += 1;
  };
  sources.onCatalogueChangedHere(dropAll);

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const evictOverflow = () => {
    for (const [key, entry] of entries) {
      if (bytes <= maxBytes) return;
      remove(key, entry);
    }
  };

  /** Drops everything when a version moved since the last request; answers the generation pages belong to now. */
  async function currentGeneration(): Promise<number> {
    const [catalogue, content] = await Promise.all([sources.catalogueVersion(), sources.contentVersion?.()]);
    const seen = `${catalogue} ${content ?? ""}`;
    if (versions !== undefined && seen !== versions) dropAll();
    versions = seen;
    return generation;
  }

  /** The cache key of a GET: what makes the page differ besides the encoding (the body is kept per encoding). */
  function keyOf(request: Request, pathname: string, search: string): string {
    const headers = request.headers;
    const currency = readCookie(headers.get("cookie"), currencyCookieName) ?? "";
    const userAgent = headers.get("user-agent");
    // Crawlers get the whole page at once (entry.server.tsx), people the streamed one.
    const crawler = userAgent !== null && isbot(userAgent) ? "bot" : "";
    const homeLanguage = pathname === "/" || pathname === "/_root.data" ? (detectPreferredLocale(request) ?? "") : "";
    return `${pathname}${search}\n${currency}\n${crawler}\n${homeLanguage}`;
  }

  async function answerFrom(entry: Entry, encoding: AnswerEncoding | undefined): Promise<Response> {
    const compress = encoding && entry.raw.byteLength >= compressionThreshold;
    let body: Buffer = entry.raw;
    if (compress) {
      const before = entry.encoded[encoding];
      const encoded = before ?? (entry.encoded[encoding] = compressWhole(entry.raw, encoding));
      body = await encoded;
      if (!before && entries.get(entry.key) === entry) {
        entry.bytes += body.byteLength;
        bytes += body.byteLength;
        evictOverflow();
      }
    }
    const headers = new Headers(entry.headers);
    if (compress) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.byteLength));
    // A shared cache in front counts its freshness (s-maxage) from when the page was made.
    headers.set("Age", String(Math.floor((now() - entry.storedAt) / 1000)));
    // Node's buffers are always on an ArrayBuffer (never a SharedArrayBuffer) here.
    return new Response(body as Uint8Array<ArrayBuffer>, { status: entry.status, headers });
  }

  return {
    /**
     * The request's key and the kept page for it, if any (a HEAD is neither served nor kept). The
     * key and generation go back to `keep` with the rendered page on a miss.
     */
    async find(
      request: Request,
      url: URL,
    ): Promise<{ answer?: Response; miss?: { key: string; generation: number } } | undefined> {
      if (request.method !== "GET") return undefined;
      const startedIn = await currentGeneration();
      const key = keyOf(request, url.pathname, url.search);
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < maxAgeMs) {
        // Most recently used last: the first entries are the ones to evict.
        entries.delete(key);
        entries.set(key, entry);
        return {
          answer: await answerFrom(entry, chooseAnswerEncoding(request.headers.get("accept-encoding") ?? undefined)),
        };
      }
      if (entry) remove(key, entry);
      return { miss: { key, generation: startedIn } };
    },

    /**
     * Passes a rendered public page on, keeping a copy of its body as it streams out; the copy is
     * kept once the body has ended, unless something was dropped meanwhile (the page may show what
     * was just changed) or it would take more than a quarter of the cache.
     */
    keep(miss: { key: string; generation: number }, page: Response): Response {
      if (!page.body) return page;
      const chunks: Uint8Array[] = [];
      let size = 0;
      const headers = [...page.headers].filter(([name]) => !perAnswerHeaders.has(name.toLowerCase()));
      const storedAt = now();
      const copy = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          chunks.push(chunk);
          size += chunk.byteLength;
          controller.enqueue(chunk);
        },
        flush() {
          const entryBytes = size + miss.key.length + entryOverhead;
          if (miss.generation !== generation || entryBytes > maxBytes / 4) return;
          const before = entries.get(miss.key);
          if (before) remove(miss.key, before);
          const raw = Buffer.concat(chunks);
          const entry: Entry = {
            key: miss.key,
            status: page.status,
            headers,
            raw,
            encoded: {},
            bytes: entryBytes,
            storedAt,
          };
          entries.set(miss.key, entry);
          bytes += entryBytes;
          evictOverflow();
        },
      });
      return new Response(page.body.pipeThrough(copy), {
        status: page.status,
        statusText: page.statusText,
        headers: page.headers,
      });
    },

    /** How many pages and bytes are kept (for the log and the tests). */
    size: () => ({ pages: entries.size, bytes }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
