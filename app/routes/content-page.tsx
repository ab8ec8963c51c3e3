import type { LoaderArgs } from "../context.ts";
import { pageNotFound } from "../http/not-found.ts";

/**
 * SPEC §2 catch-all content route (/:slug(.*)*). Until content stories arrive (the content issue),
 * every path that reaches it is unknown and answers 404 'Page not found: {path}'.
 */
export function loader({ request }: LoaderArgs): never {
  throw pageNotFound(request);
}

export default function ContentPage() {
  return null;
}
