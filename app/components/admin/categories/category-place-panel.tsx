import { Form } from "react-router";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { SelectField } from "#app/components/admin/form-fields.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { StaffCategoryNode } from "#commerce/modules/catalogue/browser.ts";
import { type CategoryPlace, type CategoryStep, parentChoices, placeAfterStep } from "./category-places.ts";

const steps: readonly CategoryStep[] = ["up", "down", "indent", "outdent"];
const stepLabels = {
  up: "categories.moveUp",
  down: "categories.moveDown",
  indent: "categories.indent",
  outdent: "categories.outdent",
} as const;

/** A past-the-end position: the server puts the category last among its new siblings. */
const lastPosition = "999999";

/** The hidden fields of a move to `place`. */
function MoveFields({ categoryId, place }: { categoryId: number; place: CategoryPlace | undefined }) {
  return (
    <>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="categoryId" value={categoryId} />
      <input type="hidden" name="parentId" value={place?.parentId ?? ""} />
      <input type="hidden" name="position" value={place?.position ?? lastPosition} />
    </>
  );
}

/**
 * The chosen category's place, changed by keyboard as well as by dragging in the tree: one step up
 * or down among its siblings, into the category above or out one level, or under any parent chosen
 * from the list (not itself nor anything below it).
 */
export function CategoryPlacePanel({
  tree,
  node,
  parentError,
}: {
  tree: readonly StaffCategoryNode[];
  node: StaffCategoryNode;
  parentError: string | undefined;
}) {
  const { t, locale } = useAdmin();
  return (
    <Panel title={t("categories.place")} headingLevel={3}>
      <div className="flex flex-wrap gap-2">
        {steps.map((step) => {
          const place = placeAfterStep(tree, node, step);
          return (
            <Form key={step} method="post" preventScrollReset>
              <MoveFields categoryId={node.id} place={place} />
              <SubmitButton variant="secondary" size="sm" disabled={!place}>
                {t(stepLabels[step])}
              </SubmitButton>
            </Form>
          );
        })}
      </div>
      <Form method="post" preventScrollReset className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="categoryId" value={node.id} />
        <input type="hidden" name="position" value={lastPosition} />
        <SelectField
          key={node.id}
          label={t("categories.parent")}
          name="parentId"
          defaultValue={node.parentId === null ? "" : String(node.parentId)}
          hint={t("categories.moveToHint")}
          error={parentError}
          options={[{ value: "", label: t("categories.topLevel") }, ...parentChoices(tree, node, locale)]}
        />
        <SubmitButton variant="secondary">{t("categories.moveTo")}</SubmitButton>
      </Form>
    </Panel>
  );
}
