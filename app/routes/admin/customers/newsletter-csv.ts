import type { Route } from "./+types/newsletter-csv.ts";
import { asStaff } from "../require-staff.server.ts";

/** Everyone subscribed to the newsletter now, as a CSV download for a mailing tool. */
export async function loader({ context }: Route.LoaderArgs) {
  const csv = await asStaff(context, (actor) => context.commerce.staffCustomers.exportNewsletterSubscribers(actor));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
