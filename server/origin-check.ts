import type { MiddlewareHandler } from "hono";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined; // "null" (sandboxed frames, file:) or garbage
  }
}

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF): an Origin header,
 * when present, must name this host. Clients that send no Origin (curl, other servers) pass.
 */
export function rejectForeignOrigins(): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (unsafeMethods.has(c.req.method) && origin !== undefined) {
      const host = c.req.header("x-forwarded-host") ?? c.req.header("host");
      if (hostOf(origin) !== host) return c.json({ message: "Cross-site request refused" }, 403);
    }
    await next();
  };
}
