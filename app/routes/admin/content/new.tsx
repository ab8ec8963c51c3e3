import { Form, redirect, useActionData, useLoaderData } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { ButtonLink, SubmitButton } from "#app/components/admin/buttons.tsx";
import { InputField, SelectField } from "#app/components/admin/form-fields.tsx";
import { useFormOutcome, type AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { useBlockLabel } from "#app/components/admin/content-editor/editor-context.tsx";
import { shopLocales } from "#commerce/locale.ts";
import { storyRootBlockNames } from "#commerce/modules/content/editor.browser.ts";
import type { Route } from "./+types/new.ts";
import { formRefused } from "../form-outcome.server.ts";
import { asStaff, requireStaff, requireStaffPermission } from "../require-staff.server.ts";
import { storyIdOf } from "./story-params.server.ts";

const intent = "create";

/** The new-story form; `?translationOf=ID&locale=en-GB` makes it another language's version of that story. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const translationOf = params.get("translationOf");
  await requireStaffPermission(context, "content.manage");
  const source = translationOf
    ? await asStaff(context, (actor) =>
        context.commerce.staffContent.getStory(actor, storyIdOf({ storyId: translationOf })),
      )
    : undefined;
  const locale = params.get("locale") ?? source?.locale ?? "sv-SE";
  return {
    source: source
      ? { id: source.id, name: source.name, fullSlug: source.fullSlug, component: source.rootComponent }
      : null,
    locale,
  };
}

/** Creates the story and opens it in the editor; the engine checks the role and every field. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaff(context);
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  try {
    const { storyId } = await context.commerce.staffContent.createStory(actor, {
      locale: field("locale") as "sv-SE",
      name: field("name"),
      fullSlug: field("fullSlug"),
      rootComponent: field("rootComponent") || undefined,
      translationOf: field("translationOf") || undefined,
    });
    return redirect(adminHref(`/content/${storyId}?done=created`));
  } catch (error) {
    return formRefused(intent, error);
  }
}

export default function NewStoryPage() {
  const { source, locale } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>() as AdminFormOutcome | undefined;
  const { notice, fieldError } = useFormOutcome(outcome, intent);
  const { t } = useAdmin();
  const blockLabel = useBlockLabel();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t(source ? "content.translationTitle" : "content.newTitle")}
        description={source ? t("content.translationDescription", { name: source.name }) : t("content.newDescription")}
        actions={<ButtonLink to={adminHref("/content")}>← {t("content.back")}</ButtonLink>}
      />
      <Panel title={t("content.settings")}>
        {notice}
        <Form method="post" className="flex max-w-xl flex-col gap-4">
          {source ? <input type="hidden" name="translationOf" value={source.id} /> : null}
          <SelectField
            label={t("content.locale")}
            name="locale"
            defaultValue={locale}
            error={fieldError("locale")}
            options={shopLocales.map((option) => ({ value: option, label: t(`content.language.${option}`) }))}
          />
          <InputField
            label={t("content.name")}
            name="name"
            hint={t("content.nameHint")}
            required
            error={fieldError("name")}
          />
          <InputField
            label={t("content.slug")}
            name="fullSlug"
            hint={t("content.slugHint")}
            defaultValue={source?.fullSlug}
            required
            error={fieldError("fullSlug")}
          />
          {source ? null : (
            <SelectField
              label={t("content.rootComponent")}
              name="rootComponent"
              hint={t("content.rootComponentHint")}
              defaultValue="Page"
              error={fieldError("rootComponent")}
              options={storyRootBlockNames.map((name) => ({ value: name, label: blockLabel(name) }))}
            />
          )}
          <SubmitButton>{t("content.create")}</SubmitButton>
        </Form>
      </Panel>
    </div>
  );
}
