import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Permission } from "#commerce/modules/access/index.ts";
import { pictureLimits } from "#commerce/modules/media/index.ts";

/**
 * The largest body each kind of request may send. JSON calls are small (the largest, 50 basket
 * lines or 200 wishlist ids, is a few kB); every page form is a few fields of at most a few hundred
 * characters. The one page that takes a file, a product's pictures, takes one picture per post
 * (at most pictureLimits.maxBytes) with a few fields beside it.
 */
export const bodyLimits = {
  api: 64 * 1024,
  pageForm: 32 * 1024,
  pictureUpload: pictureLimits.maxBytes + 64 * 1024,
} as const;

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The product pictures page (and its data request, as a script posts it): the only page a file may be posted to. */
const pictureUploadPath = /^\/admin\/catalogue\/\d{1,10}\/pictures(?:\.data)?$/;
const isPictureUpload = (c: Context) => pictureUploadPath.test(c.req.path);

/** The JSON APIs: the shop's, and the back office's under /admin/api (where the staff cookie reaches). */
const isApi = (c: Context) =>
  c.req.path === "/api" || c.req.path.startsWith("/api/") || c.req.path.startsWith("/admin/api/");

/**
 * The pages that take more than a page form, each only from a signed-in member allowed to use it
 * (anyone else's post there gets the page form's limit, so a stranger cannot make the shop hold
 * megabytes): a product file's text for the product import, up to maxProductCsvCharacters (120 M,
 * about 50 MB for 100,000 products); one picture file for a product's pictures; a story's whole
 * block tree as JSON text for its editor (a long article is tens of kB). Each page's data request
 * (`.data`, as a script posts it) is the same page.
 */
const largeBodyPages: readonly { path: RegExp; maxSize: number; permission: Permission }[] = [
  { path: /^\/admin\/catalogue\/import(?:\.data)?$/, maxSize: 128 * 1024 * 1024, permission: "catalogue.manage" },
  { path: pictureUploadPath, maxSize: bodyLimits.pictureUpload, permission: "catalogue.manage" },
  // A product's variants grid posts every cell (about 1.5 kB a variant with 20 locations; at most 500 variants).
  { path: /^\/admin\/catalogue\/\d{1,10}\/variants(?:\.data)?$/, maxSize: 1024 * 1024, permission: "catalogue.manage" },
  // A story's editor posts its whole tree: to save it, and as it is typed to the preview frame.
  { path: /^\/admin\/content\/\d{1,10}(?:\/preview)?(?:\.data)?$/, maxSize: 1024 * 1024, permission: "content.manage" },
];

/** Whether the request's staff session is signed in (no step left) with `permission`. */
export type StaffMayPost = (request: Request, permission: Permission) => Promise<boolean>;

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
function limitBodies(staffMayPost: StaffMayPost): MiddlewareHandler {
  const limitFor = (maxSize: number) =>
    bodyLimit({ maxSize, onError: (c) => refuse(c, 413, `The request body is too large: at most ${maxSize} bytes`) });
  const api = limitFor(bodyLimits.api);
  const pageForm = limitFor(bodyLimits.pageForm);
  const largePages = largeBodyPages.map((page) => ({ ...page, limit: limitFor(page.maxSize) }));
  // Only a method that carries a body is limited: hono's limit looks at the raw request, and making
  // one cost every GET about 0.1 ms of CPU (a sixth of a listing's). Nothing reads another method's body.
  return async (c, next) => {
    if (!unsafeMethods.has(c.req.method)) return next();
    const large = largePages.find((page) => page.path.test(c.req.path));
    if (large && (await staffMayPost(c.req.raw, large.permission))) return large.limit(c, next);
    return isApi(c) ? api(c, next) : pageForm(c, next);
  };
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
    // No other page takes an upload: an action reading a file where it wants text would see none (or "[object File]").
    if (!isPictureUpload(c) && fields.some(([, value]) => typeof value !== "string"))
      return refuse(c, 400, "Page forms take no files");
    c.req.raw = request;
    await next();
  };
}

/** Every guard on what a request may carry, in the order they must run: URL, body size, body shape. */
export function guardRequestInput(staffMayPost: StaffMayPost): MiddlewareHandler[] {
  return [rejectMalformedUrls(), limitBodies(staffMayPost), requireFormPosts()];
}
