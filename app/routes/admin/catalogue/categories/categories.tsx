import { Form, useActionData, useLoaderData } from "react-router";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { CategoryEditor } from "#app/components/admin/categories/category-editor.tsx";
import { CategoryNamesFields } from "#app/components/admin/categories/category-names-fields.tsx";
import { findNode } from "#app/components/admin/categories/category-places.ts";
import { CategoryTreeView } from "#app/components/admin/categories/category-tree-view.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { type AdminFormOutcome, useFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { Route } from "./+types/categories.ts";
import { formRefused } from "../../form-outcome.server.ts";
import { asStaff, requireStaff, staffContextOf } from "../../require-staff.server.ts";
import { categoryIntents, isCategoryIntent } from "./category-intents.server.ts";

/** The whole category tree (hidden categories too) and the category the URL chooses (`?category=`), for `catalogue.manage`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tree = await asStaff(context, (actor) => context.commerce.staffCategories.listCategories(actor));
  const chosen = Number(new URL(request.url).searchParams.get("category"));
  // A category deleted meanwhile (or a bad id) simply chooses none.
  const selectedId = Number.isInteger(chosen) && findNode(tree, chosen) ? chosen : undefined;
  return { tree, selectedId, imageCdnBase: context.imageCdnBase };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaff(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!isCategoryIntent(intent)) throw new Response("intent: unknown", { status: 400 });
  try {
    return await categoryIntents[intent]({
      commerce: context.commerce,
      actor,
      locale: await staffContextOf(context).locale(),
      form,
    });
  } catch (error) {
    return formRefused(intent, error);
  }
}

/** A form's fields start empty again once what they added is saved. */
const freshKey = (outcome: AdminFormOutcome | undefined, intent: string, base: string | number) =>
  outcome?.intent === intent && outcome.done ? `${base} ${String(outcome.done.params?.name)}` : String(base);

export default function CategoriesPage() {
  const { tree, selectedId, imageCdnBase } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>() as AdminFormOutcome | undefined;
  const { t } = useAdmin();
  const addTop = useFormOutcome(outcome, "addTop");
  const deleted = useFormOutcome(outcome, "delete");
  // A drag moves any category, chosen or not: its outcome shows here, above the tree.
  const moved = useFormOutcome(outcome?.intent === "move" && !selectedId ? outcome : undefined, "move");
  const selected = selectedId === undefined ? undefined : findNode(tree, selectedId);
  return (
    <>
      <PageHeader title={t("categories.title")} description={t("categories.description")} />
      {deleted.notice}
      {moved.notice}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Panel title={t("categories.tree")} description={t("categories.dropHint")}>
          <CategoryTreeView tree={tree} selectedId={selectedId} />
          <section aria-labelledby="add-top-title" className="flex flex-col gap-3 border-t border-neutral-200 pt-4">
            <h3 id="add-top-title" className="font-semibold">
              {t("categories.addTop")}
            </h3>
            {addTop.notice}
            <Form method="post" noValidate preventScrollReset className="flex flex-col gap-4">
              <input type="hidden" name="intent" value="addTop" />
              <input type="hidden" name="parentId" value="" />
              <CategoryNamesFields
                key={freshKey(outcome, "addTop", "top")}
                parentPaths={{ "sv-SE": [], "en-GB": [] }}
                fieldError={addTop.fieldError}
              />
              <SubmitButton>{t("categories.add")}</SubmitButton>
            </Form>
          </section>
        </Panel>
        {selected ? (
          <CategoryEditor
            key={freshKey(outcome, "addChild", selected.id)}
            tree={tree}
            node={selected}
            outcome={outcome}
            imageCdnBase={imageCdnBase}
          />
        ) : (
          <p className="text-sm text-neutral-700">{t("categories.choose")}</p>
        )}
      </div>
    </>
  );
}
