import type { MiddlewareHandler } from "hono";
import type { Commerce } from "#commerce/commerce.ts";
import type { StaffActor } from "#commerce/modules/access/index.ts";
import { readStaffSessionToken } from "#server/staff-cookie.ts";

/** The admin API's Hono variables: the signed-in staff member acting, as `c.get("staff")`. */
export type StaffApiEnv = { Variables: { staff: StaffActor } };

/**
 * Lets a call through only with a whole staff session (second factor given, two-factor set up when
 * required): otherwise 401 in SPEC §8's JSON shape. What the member may do is the engine's to check
 * (a refused use case answers 403 through answerError).
 */
export function requireStaffSession(commerce: Commerce): MiddlewareHandler<StaffApiEnv> {
  return async (c, next) => {
    const token = readStaffSessionToken(c.req.raw);
    const session = token ? await commerce.staff.findSession(token) : undefined;
    if (!session || session.pending)
      return c.json({ statusCode: 401, statusMessage: "Sign in to the back office first" }, 401);
    c.set("staff", session.actor);
    await next();
  };
}
