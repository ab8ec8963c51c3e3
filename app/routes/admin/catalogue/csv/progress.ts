import type { Route } from "./+types/progress.ts";
import { answerProductCsvProgress } from "./product-csv.server.ts";

/** An import's progress as JSON, for the import page to poll while it runs (/admin/catalogue/import/progress/:progressId). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return answerProductCsvProgress(context, params.progressId);
}
