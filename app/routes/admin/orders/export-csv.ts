import type { Route } from "./+types/export-csv.ts";
import { answerOrdersCsv } from "./order-csv.server.ts";

/** The filtered order list as a CSV download (/admin/orders/export.csv, with the list's filters). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return answerOrdersCsv(request, context);
}
