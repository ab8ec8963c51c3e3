import type { MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { promisify } from "node:util";
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  type BrotliCompress,
  type BrotliOptions,
  type Gzip,
} from "node:zlib";

/** The encodings we compress answers with, the one we prefer first. */
const encodings = ["br", "gzip"] as const;
export type AnswerEncoding = (typeof encodings)[number];

/** Bodies smaller than this go out as they are: the saving would not pay for the work and the headers. */
export const compressionThreshold = 1024;

/**
 * Brotli's quality 4 compresses a page faster than gzip's default level and about 10% smaller; 5
 * saves another 6% for half as much CPU again; 11 (the build's, for static assets) is 100 times slower.
 */
const brotliQuality = 4;

const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const varyAcceptEncoding = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;

/**
 * The encoding an Accept-Encoding header lets us use: the highest q among br and gzip (a `*` counts
 * for whichever it does not name), br on a tie; undefined when it allows neither or is absent.
 */
export function chooseAnswerEncoding(acceptEncoding: string | undefined): AnswerEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = parseAccept(acceptEncoding);
  const wildcard = accepted.find((entry) => entry.type === "*")?.q ?? 0;
  let best: { encoding: AnswerEncoding; q: number } | undefined;
  for (const encoding of encodings) {
    const q = accepted.find((entry) => entry.type.toLowerCase() === encoding)?.q ?? wildcard;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** A text type worth compressing (text/event-stream excepted: its events must not wait in a compressor). */
export const isCompressibleType = (contentType: string | null) =>
  contentType !== null && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);

/** What the source had ready without waiting: its chunks, whether it has ended, and a read still on its way. */
interface Burst {
  chunks: Uint8Array[];
  done: boolean;
  pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
}

/** A burst stops growing at this size, so a source that never waits is still compressed a piece at a time. */
const burstLimit = 64 * 1024;

/** The next turn of the event loop, after every callback (and every chunk) that was already due. */
const nextTurn = () => new Promise<undefined>((resolve) => setImmediate(resolve, undefined));

/**
 * Waits for the source's next chunk (or the read already on its way), then takes every chunk that
 * arrives before the event loop turns: React writes its shell (or a resolved boundary) as many small
 * chunks at once, and compressing and flushing them together keeps the ratio without holding back
 * anything the page has already rendered.
 */
async function readBurst(reader: ReadableStreamDefaultReader<Uint8Array>, pending: Burst["pending"]): Promise<Burst> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let result: ReadableStreamReadResult<Uint8Array> | undefined = await (pending ?? reader.read());
  for (;;) {
    if (result.done) return { chunks, done: true, pending: undefined };
    chunks.push(result.value);
    size += result.value.byteLength;
    if (size >= burstLimit) return { chunks, done: false, pending: undefined };
    const read = reader.read();
    result = await Promise.race([read, nextTurn()]);
    if (!result) return { chunks, done: false, pending: read };
  }
}

const brotliOptions = (sizeHint: number | undefined): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
  },
});

const brotliWhole = promisify(
  (body: Uint8Array, options: BrotliOptions, done: (error: Error | null, result: Buffer) => void) =>
    brotliCompress(body, options, done),
);
const gzipWhole = promisify((body: Uint8Array, done: (error: Error | null, result: Buffer) => void) =>
  gzip(body, done),
);

/**
 * A whole body compressed with the settings answers are compressed with (brotli 4, gzip 6), at once:
 * the in-process page cache keeps one such copy of a page per encoding (server/page-cache.ts).
 */
export function compressWhole(body: Uint8Array, encoding: AnswerEncoding): Promise<Buffer> {
  return encoding === "br" ? brotliWhole(body, brotliOptions(body.byteLength)) : gzipWhole(body);
}

/** A compressor whose output is collected until the body asks for it. */
function startCompressor(encoding: AnswerEncoding, sizeHint: number | undefined) {
  const compressor: BrotliCompress | Gzip =
    encoding === "br" ? createBrotliCompress(brotliOptions(sizeHint)) : createGzip();
  // A sync flush ends the data written so far on a byte boundary without resetting the dictionary
  // (gzip's default for flush() is a full flush, which does, and costs the ratio).
  const flushKind = encoding === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  const output: Buffer[] = [];
  compressor.on("data", (chunk: Buffer) => output.push(chunk));
  // An error rejects the write or flush under way (below); none is emitted between them.
  compressor.on("error", () => {});
  const take = () => {
    const bytes = output.length === 1 ? output[0]! : Buffer.concat(output);
    output.length = 0;
    return bytes;
  };
  /** Writes the chunks, then answers everything compressed so far once `finish` has called back. */
  const compress = (chunks: Uint8Array[], finish: (done: () => void) => void) =>
    new Promise<Buffer>((resolve, reject) => {
      compressor.once("error", reject);
      for (const chunk of chunks) compressor.write(chunk);
      finish(() => {
        compressor.off("error", reject);
        resolve(take());
      });
    });
  return {
    /** Compresses the chunks and flushes them out, keeping the stream open. */
    flush: (chunks: Uint8Array[]) => compress(chunks, (done) => compressor.flush(flushKind, done)),
    /** Compresses the last chunks and ends the stream. */
    end: (chunks: Uint8Array[]) =>
      compress(chunks, (done) => {
        compressor.once("end", done);
        compressor.end();
      }),
    destroy: () => compressor.destroy(),
  };
}

/**
 * The body compressed as it streams: each burst of chunks is compressed and flushed before the
 * next is awaited, so a streamed page reaches the browser as progressively as it would raw.
 */
function compressBody(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  first: Burst,
  encoding: AnswerEncoding,
  sizeHint: number | undefined,
): ReadableStream<Uint8Array> {
  const compressor = startCompressor(encoding, sizeHint);
  let unsent: Burst | undefined = first;
  let pending: Burst["pending"];
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          // A pull that enqueues nothing is not called again: go on until something is out.
          for (;;) {
            const burst = unsent ?? (await readBurst(reader, pending));
            unsent = undefined;
            pending = burst.pending;
            const bytes = burst.done ? await compressor.end(burst.chunks) : await compressor.flush(burst.chunks);
            if (bytes.byteLength > 0) controller.enqueue(bytes);
            if (burst.done) return controller.close();
            if (bytes.byteLength > 0) return;
          }
        } catch (error) {
          compressor.destroy();
          reader.cancel(error).catch(() => {});
          controller.error(error);
        }
      },
      async cancel(reason) {
        compressor.destroy();
        await reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * Compresses every text answer of 1 kB or more on the fly, brotli or gzip as Accept-Encoding allows,
 * streamed bodies included (chunk by chunk, flushed, so streamed pages stay streamed). Leaves alone
 * answers already encoded (the precompressed static assets), non-text types, partial content,
 * bodiless answers (HEAD, 204, 304) and Cache-Control: no-transform. Every text answer says
 * `Vary: Accept-Encoding`, so a shared cache keeps one copy per encoding.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!isCompressibleType(c.res.headers.get("Content-Type")) || c.res.headers.has("Content-Encoding")) return;
    if (noTransform.test(c.res.headers.get("Cache-Control") ?? "")) return;
    const vary = c.res.headers.get("Vary");
    if (!vary || !varyAcceptEncoding.test(vary))
      c.header("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");

    const encoding = chooseAnswerEncoding(c.req.header("Accept-Encoding"));
    const original = c.res;
    const { status } = original;
    if (!encoding || c.req.method === "HEAD" || status === 204 || status === 206 || status === 304) return;
    const declaredLength = Number(original.headers.get("Content-Length") ?? Number.NaN);
    if (declaredLength < compressionThreshold || !original.body) return;

    const reader = original.body.getReader();
    const first = await readBurst(reader, undefined);
    const answer = (body: BodyInit) =>
      new Response(body, { status, statusText: original.statusText, headers: original.headers });
    if (first.done && first.chunks.reduce((size, chunk) => size + chunk.byteLength, 0) < compressionThreshold) {
      const bytes = Buffer.concat(first.chunks);
      c.res = answer(bytes);
      c.res.headers.set("Content-Length", String(bytes.byteLength));
      return;
    }
    c.res = answer(compressBody(reader, first, encoding, Number.isFinite(declaredLength) ? declaredLength : undefined));
    // Set after the swap: Hono copies the old answer's headers onto the new one.
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", encoding);
    const etag = c.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}
