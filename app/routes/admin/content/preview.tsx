import { redirect, useActionData, useLoaderData } from "react-router";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { StoryPreview } from "#commerce/modules/content/index.ts";
import { blockComponents } from "#app/blocks/registry.ts";
import { storyTreeOf } from "#app/blocks/story-tree.server.ts";
import { BlockTreeProvider, Blocks } from "#app/components/content/block-tree.tsx";
import type { Route } from "./+types/preview.ts";
import { asStaff, refuseBadRequest } from "../require-staff.server.ts";
import { contentPreviewLocale, previewPathOf, storyIdOf } from "./story-params.server.ts";

/** What the frame renders: the story's blocks made ready with the shop's data, in its language. */
async function previewOf({ request, params, context }: Route.LoaderArgs, unsaved?: unknown) {
  const storyId = storyIdOf(params);
  const story = await asStaff(context, (actor) => context.commerce.staffContent.previewStory(actor, storyId, unsaved));
  const url = new URL(request.url);
  // The root loader reads the shop in the URL's language: it must be the story's.
  if (contentPreviewLocale(request) !== story.locale)
    throw redirect(previewPathOf(storyId, story.locale, url.searchParams.get("v") ?? ""));
  const { priceListId } = await context.commerce.pricing.getDefaultCurrency();
  const tree = await storyTreeOf({ context, locale: story.locale, priceListId, url }, story);
  return { tree: tree ?? null, locale: story.locale, notice: previewNoticeOf(story) };
}

/** What the notice above the preview says it shows: typed changes, the draft, or the saved blocks. */
function previewNoticeOf({ shows, publishedAt }: { shows: StoryPreview["shows"]; publishedAt: string | null }) {
  if (shows === "draft" && publishedAt) return "content.previewNotice.draftOfPublished" as const;
  return `content.previewNotice.${shows}` as const;
}

/**
 * A story's draft (else its saved blocks) rendered with the storefront's own blocks and the shop's
 * data, in the story's language (the root loader reads the shop's data in it): staff only, never
 * indexed, framed by the editor beside its form.
 */
export async function loader(args: Route.LoaderArgs) {
  return previewOf(args);
}

/**
 * The editor's tree as it is being typed, posted into the frame (`content`, JSON): rendered as
 * the loader renders the draft, and saved nowhere.
 */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  return previewOf(args, String(form.get("content") ?? "")).catch(refuseBadRequest);
}

export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow" });

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function StoryPreview() {
  const saved = useLoaderData<typeof loader>();
  const { tree, locale, notice } = useActionData<typeof action>() ?? saved;
  const { t } = useAdmin();
  return (
    <div lang={locale} className="flex flex-col">
      <p role="status" className="bg-amber-100 px-4 py-2 text-sm text-amber-900">
        {t(notice)}
      </p>
      <main id="main">
        {tree ? (
          <BlockTreeProvider components={blockComponents} tree={tree}>
            <Blocks blocks={[tree.content]} />
          </BlockTreeProvider>
        ) : null}
      </main>
    </div>
  );
}
