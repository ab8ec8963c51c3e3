import { useState } from "react";
import { Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { ActionForm } from "#app/components/admin/action-form.tsx";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { ButtonLink, SubmitButton } from "#app/components/admin/buttons.tsx";
import { ConfirmAction } from "#app/components/admin/confirm-action.tsx";
import { BlockTreeEditor } from "#app/components/admin/content-editor/block-tree-editor.tsx";
import { LivePreview } from "#app/components/admin/content-editor/live-preview.tsx";
import { InputField } from "#app/components/admin/form-fields.tsx";
import { FormNotice, Panel } from "#app/components/admin/form-notice.tsx";
import { useFormOutcome, type AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { StatusBadge } from "#app/components/admin/status-badge.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { pathOfStory } from "#app/shop/story-paths.ts";
import { shopLocales } from "#commerce/locale.ts";
import type { Block } from "#commerce/modules/content/index.ts";
import type { Route } from "./+types/edit.ts";
import { formDone } from "../form-outcome.server.ts";
import { asStaff, requireStaff } from "../require-staff.server.ts";
import { loadEditorChoices } from "./editor-choices.server.ts";
import { refusedWithValues, type StoryFormValues } from "./story-form.server.ts";
import { previewPathOf, storyIdOf } from "./story-params.server.ts";

/** The story as the editor opens it (404 when there is none), with what its pickers offer in its language. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const storyId = storyIdOf(params);
  const { story, choices } = await asStaff(context, async (actor) => {
    const found = await context.commerce.staffContent.getStory(actor, storyId);
    return { story: found, choices: await loadEditorChoices(context, actor, found.locale) };
  });
  return {
    story,
    choices,
    previewPath: previewPathOf(story.id, story.locale, story.updatedAt),
    shopPath: story.publishedAt ? (pathOfStory(story.fullSlug, story.locale) ?? null) : null,
    created: new URL(request.url).searchParams.get("done") === "created",
  };
}

/** Save (the draft), save and publish, publish, unpublish, delete: the engine checks the role and every field. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const storyId = storyIdOf(params);
  const actor = await requireStaff(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const content = context.commerce.staffContent;
  const values: StoryFormValues = {
    name: String(form.get("name") ?? ""),
    fullSlug: String(form.get("fullSlug") ?? ""),
    content: String(form.get("content") ?? ""),
  };
  try {
    switch (intent) {
      case "save":
      case "saveAndPublish": {
        const publish = intent === "saveAndPublish";
        await content.saveDraft(actor, { storyId, ...values, openedAt: String(form.get("openedAt") ?? ""), publish });
        return formDone(intent, publish ? "content.savedAndPublished" : "content.saved");
      }
      case "publish":
        await content.publishStory(actor, { storyId });
        return formDone(intent, "content.publishedNotice");
      case "unpublish":
        await content.unpublishStory(actor, { storyId });
        return formDone(intent, "content.unpublishedNotice");
      case "delete":
        await content.deleteStory(actor, { storyId });
        return redirect(adminHref("/content?done=deleted"));
      default:
        throw new Response("intent: unknown", { status: 400 });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    return refusedWithValues(intent, error, intent === "save" || intent === "saveAndPublish" ? values : undefined);
  }
}

export default function StoryEditorPage() {
  const { story, choices, previewPath, shopPath, created } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>() as (AdminFormOutcome & { values?: StoryFormValues }) | undefined;
  const { notice, fieldError } = useFormOutcome(outcome, outcome?.intent ?? "");
  const { t } = useAdmin();
  const [dirty, setDirty] = useState(false);
  /** The tree as typed since the page loaded, for the live preview; undefined until the first change. */
  const [typedTree, setTypedTree] = useState<string>();
  const sent = outcome?.values;
  const sentContent = sent ? parseBlock(sent.content) : undefined;
  const language = (locale: string) => t(`content.language.${locale as "sv-SE"}`);
  const missing = shopLocales.filter(
    (locale) => locale !== story.locale && !story.translations.some((translation) => translation.locale === locale),
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={story.name}
        description={t("content.editDescription")}
        actions={<ButtonLink to={adminHref("/content")}>← {t("content.back")}</ButtonLink>}
      />
      {created && !outcome ? <FormNotice tone="success">{t("content.created")}</FormNotice> : null}
      {notice}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{t("content.status")}:</span>
        <StatusBadge tone={story.publishedAt ? "success" : "neutral"}>
          {t(story.publishedAt ? "content.published" : "content.notPublished")}
        </StatusBadge>
        {story.hasDraft ? <StatusBadge tone="warning">{t("content.draft")}</StatusBadge> : null}
        <span>{language(story.locale)}</span>
        {shopPath ? (
          <a href={shopPath} className="text-brand-700 underline" target="_blank" rel="noreferrer">
            {t("content.viewOnShop")}
          </a>
        ) : null}
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <Form
          method="post"
          encType="multipart/form-data"
          className="flex min-w-0 flex-col gap-6"
          onChange={() => setDirty(true)}
        >
          <input type="hidden" name="openedAt" value={story.updatedAt} />
          <Panel title={t("content.settings")}>
            <InputField
              label={t("content.name")}
              name="name"
              hint={t("content.nameHint")}
              defaultValue={sent?.name ?? story.name}
              required
              error={fieldError("name")}
            />
            <InputField
              label={t("content.slug")}
              name="fullSlug"
              hint={t("content.slugHint")}
              defaultValue={sent?.fullSlug ?? story.fullSlug}
              required
              error={fieldError("fullSlug")}
            />
          </Panel>
          <Panel title={t("content.blocks")} description={t("content.blocksHint")}>
            <BlockTreeEditor
              // A save starts the editor again from what was saved; a refused one keeps what was sent.
              key={`${story.updatedAt} ${sent ? "sent" : ""}`}
              name="content"
              initial={sentContent ?? (story.editing as Block)}
              choices={choices}
              fieldError={fieldError}
              onChange={(root) => {
                setDirty(true);
                setTypedTree(JSON.stringify(root));
              }}
            />
          </Panel>
          {dirty ? <p className="text-sm font-medium">{t("content.unsaved")}</p> : null}
          <div className="flex flex-wrap gap-2">
            <SubmitButton name="intent" value="save" onClick={() => setDirty(false)}>
              {t("content.save")}
            </SubmitButton>
            <SubmitButton name="intent" value="saveAndPublish" variant="secondary" onClick={() => setDirty(false)}>
              {t("content.saveAndPublish")}
            </SubmitButton>
          </div>
        </Form>
        <aside className="flex min-w-0 flex-col gap-2 xl:sticky xl:top-4 xl:self-start">
          <h2 className="text-lg font-semibold">{t("content.preview")}</h2>
          <p className="text-sm text-neutral-600">{t("content.previewHint")}</p>
          <LivePreview path={previewPath} title={t("content.previewFrame", { name: story.name })} tree={typedTree} />
        </aside>
      </div>
      <Panel title={t("content.otherLanguages")}>
        <ul className="flex flex-col gap-1 text-sm">
          {story.translations.map((translation) => (
            <li key={translation.id}>
              <Link to={adminHref(`/content/${translation.id}`)} className="text-brand-700 underline">
                {language(translation.locale)}: {translation.fullSlug}
              </Link>
            </li>
          ))}
        </ul>
        {missing.map((locale) => (
          <ButtonLink key={locale} size="sm" to={adminHref(`/content/new?translationOf=${story.id}&locale=${locale}`)}>
            {t("content.addTranslation", { language: language(locale) })}
          </ButtonLink>
        ))}
      </Panel>
      <div className="flex flex-wrap items-start gap-6">
        {story.hasDraft || !story.publishedAt ? (
          <ActionForm intent="publish" label={t("content.publish")} hint={t("content.publishHint")} />
        ) : null}
        {story.publishedAt ? (
          <ActionForm
            intent="unpublish"
            variant="secondary"
            label={t("content.unpublish")}
            hint={t("content.unpublishHint")}
          />
        ) : null}
        <ConfirmAction
          intent="delete"
          label={t("content.delete")}
          hint={t("content.deleteHint")}
          title={t("content.deleteTitle", { name: story.name })}
          consequences={[
            t("content.deleteConsequence", { language: language(story.locale) }),
            t("content.deleteOther"),
          ]}
          confirmLabel={t("content.delete")}
        />
      </div>
    </div>
  );
}

/** The tree a refused save sent, to show again; undefined when it was not a block. */
function parseBlock(text: string): Block | undefined {
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === "object" && parsed !== null && "component" in parsed ? (parsed as Block) : undefined;
  } catch {
    return undefined;
  }
}
