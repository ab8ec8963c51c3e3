import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * The largest body each kind of request may send. JSON calls are small (the largest, 50 basket
 * lines or 200 wishlist ids, is a few kB); every page form is a few fields of at most a few hundred
 * characters.
 */
export const bodyLimits = { api: 64 * 1024, pageForm: 32 * 1024 } as const;

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The JSON APIs: the shop's, and the back office's under /admin/api (where the staff cookie reaches). */
const isApi = (c: Context) =>
  c.req.path === "/api" || c.req.path.startsWith("/api/") || c.req.path.startsWith("/admin/api/");

/** SPEC §8's error shape for /api, plain text for pages (a form post has no page to show it in). */
function refuse(c: Context, status: 400 | 413 | 415, message: string) {
  return isApi(c) ? c.json({ statusCode: status, statusMessage: message }, status) : c.text(message, status);
}

/**
 * PostgreSQL refuses NUL in text, and a path that is not valid percent-encoding names nothing:
 * both are refused here, before any route reads the URL, so no page, image or API call sees them.
 */
function rejectMalformedUrls(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return refuse(c, 400, "The path is not valid percent-encoding");
    }
    if (path.includes("\0")) return refuse(c, 400, "The path may not contain NUL characters");
    for (const [name, value] of url.searchParams) {
      if (name.includes("\0") || value.includes("\0"))
        return refuse(c, 400, `${name.replaceAll("\0", "")}: may not contain NUL characters`);
    }
    await next();
  };
}

/**
 * Caps every body before anything reads it (Hono's bodyLimit: the Content-Length is checked up
 * front, a chunked body is counted as it arrives and abandoned at the limit, never buffered whole).
 */
function limitBodies(): MiddlewareHandler {
  const limitFor = (maxSize: number) =>
    bodyLimit({ maxSize, onError: (c) => refuse(c, 413, `The request body is too large: at most ${maxSize} bytes`) });
  const api = limitFor(bodyLimits.api);
  const pageForm = limitFor(bodyLimits.pageForm);
  return (c, next) => (isApi(c) ? api(c, next) : pageForm(c, next));
}

/**
 * Page actions read `request.formData()`: anything else posted to a page (JSON, a broken
 * multipart body, a field with NUL, a file) is refused here rather than failing inside an action. A post
 * without a body is an empty form.
 */
function requireFormPosts(): MiddlewareHandler {
  return async (c, next) => {
    if (isApi(c) || !unsafeMethods.has(c.req.method)) return next();
    const raw = c.req.raw;
    const body = raw.body ? new Uint8Array(await raw.arrayBuffer()) : new Uint8Array(0);
    const isForm = formTypes.some((type) => (raw.headers.get("content-type") ?? "").toLowerCase().startsWith(type));
    if (!isForm && body.byteLength > 0)
      return refuse(c, 415, "Pages take form posts (application/x-www-form-urlencoded or multipart/form-data)");
    const headers = new Headers(raw.headers);
    headers.delete("content-length");
    headers.delete("transfer-encoding");
    if (!isForm) headers.set("content-type", formTypes[0]!);
    const request = new Request(raw.url, { method: raw.method, headers, body, signal: raw.signal });
    let fields: [string, FormDataEntryValue][];
    try {
      fields = [...(await request.clone().formData())];
    } catch {
      return refuse(c, 400, "The form could not be read");
    }
    if (fields.some(([name, value]) => name.includes("\0") || (typeof value === "string" && value.includes("\0"))))
      return refuse(c, 400, "Form fields may not contain NUL characters");
    // No page takes an upload: an action reading a file where it wants text would see none (or "[object File]").
    if (fields.some(([, value]) => typeof value !== "string")) return refuse(c, 400, "Page forms take no files");
    c.req.raw = request;
    await next();
  };
}

/** Every guard on what a request may carry, in the order they must run: URL, body size, body shape. */
export function guardRequestInput(): MiddlewareHandler[] {
  return [rejectMalformedUrls(), limitBodies(), requireFormPosts()];
}
