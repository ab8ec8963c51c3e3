import type { Route } from "./+types/export.ts";
import { answerProductCsv } from "./product-csv.server.ts";

/** Every product that is not archived as a CSV download (/admin/catalogue/export). */
export async function loader({ context }: Route.LoaderArgs) {
  return answerProductCsv(context);
}
