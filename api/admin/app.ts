import { Hono } from "hono";
import { z } from "zod";
import type { Commerce } from "#commerce/commerce.ts";
import { answerError } from "../errors.ts";
import { readQuery } from "../query.ts";
import { createAdminOrdersApi } from "./orders.ts";
import { requireStaffSession, type StaffApiEnv } from "./staff-auth.ts";

const auditQuery = z.object({
  staffId: z.coerce.number().int().positive().optional(),
  subjectKind: z.string().max(50).optional(),
  action: z.string().max(100).optional(),
  before: z.coerce.number().int().positive().optional(),
  after: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/**
 * The back office's JSON endpoints, mounted at /admin/api so the staff cookie (Path=/admin) reaches
 * them. Every call needs a whole staff session; each area adds its routes here.
 */
export function createAdminApi(commerce: Commerce, logError: (error: unknown) => void) {
  return new Hono<StaffApiEnv>()
    .use(requireStaffSession(commerce))
    .get("/me", (c) => c.json(c.get("staff")))
    .get("/staff", async (c) => c.json(await commerce.staff.listMembers(c.get("staff"))))
    .get("/audit", async (c) => {
      const query = readQuery(c, auditQuery);
      return c.json(await commerce.audit.listEntries(c.get("staff"), query));
    })
    .route("/orders", createAdminOrdersApi(commerce))
    .all("*", (c) => c.json({ statusCode: 404, statusMessage: `No API route ${c.req.method} ${c.req.path}` }, 404))
    .onError((error, c) => answerError(error, c, logError));
}
