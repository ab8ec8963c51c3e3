import { redirect, useLoaderData } from "react-router";
import { blockComponents } from "../blocks/registry.ts";
import { describeStory, readStoryTree } from "../blocks/story-tree.server.ts";
import { BlockTreeProvider, Blocks } from "../components/content/block-tree.tsx";
import type { Route } from "./+types/content-page.ts";
import { pageNotFound } from "../http/not-found.ts";
import { detectPreferredLocale, localizePath } from "../i18n/locale-routing.ts";
import { pageTitle, titleMeta } from "../shop/page-meta.ts";
import { isHomeSlug, storySlugOf } from "../shop/story-paths.ts";

/** SPEC §2's catch-all content route (/:slug(.*)*), and the home page: a story of blocks. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = context.shopper.locale;
  const slug = storySlugOf(url.pathname);
  if (slug && isHomeSlug(slug)) {
    // SPEC §1: the root redirects to the shopper's language (cookie first, then the browser's).
    const preferred = detectPreferredLocale(request);
    if (locale === "sv-SE" && preferred && preferred !== locale) throw redirect(localizePath("/", preferred));
  }
  const story = slug
    ? await readStoryTree({ context, locale, priceListId: (await context.shopper.currency()).priceListId, url }, slug)
    : undefined;
  if (!story) throw pageNotFound(request);
  const { name, description } = describeStory(story);
  return { story, title: pageTitle(locale, name), description };
}

export const meta: Route.MetaFunction = titleMeta;

export default function ContentPage() {
  const { story } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <BlockTreeProvider components={blockComponents} tree={story}>
        <Blocks blocks={[story.content]} />
      </BlockTreeProvider>
    </main>
  );
}
