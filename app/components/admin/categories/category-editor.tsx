import { Form } from "react-router";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { ConfirmAction } from "#app/components/admin/confirm-action.tsx";
import { InputField } from "#app/components/admin/form-fields.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { type AdminFormOutcome, useFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { localizePath } from "#app/i18n/locale-routing.ts";
import { imageUrl } from "#app/shop/image-url.ts";
import type { StaffCategoryNode } from "#commerce/modules/catalogue/browser.ts";
import { shopLocales, type ShopLocale } from "#commerce/locale.ts";
import { CategoryNamesFields } from "./category-names-fields.tsx";
import { CategoryPlacePanel } from "./category-place-panel.tsx";
import { isShownInShop, nameIn, slugPath } from "./category-places.ts";

/** Each language's slug path from the top down to `id` (empty for the top level). */
const pathsTo = (tree: readonly StaffCategoryNode[], id: number | null) =>
  Object.fromEntries(shopLocales.map((locale) => [locale, slugPath(tree, id, locale)])) as Record<ShopLocale, string[]>;

/** The chosen category's forms: names, place, picture, visibility, a new subcategory, and deleting it. */
export function CategoryEditor({
  tree,
  node,
  outcome,
  imageCdnBase,
}: {
  tree: readonly StaffCategoryNode[];
  node: StaffCategoryNode;
  outcome: AdminFormOutcome | undefined;
  imageCdnBase: string;
}) {
  const { t, locale } = useAdmin();
  const rename = useFormOutcome(outcome, "rename");
  const move = useFormOutcome(outcome, "move");
  const image = useFormOutcome(outcome, "image");
  const visibility = useFormOutcome(outcome, "visibility");
  const addChild = useFormOutcome(outcome, "addChild");
  const name = nameIn(node, locale);
  const knownImageKeys = [...new Set(collectImageKeys(tree))];
  const hiddenField = <input type="hidden" name="categoryId" value={node.id} />;
  return (
    <section aria-labelledby="category-editor-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="category-editor-title" className="text-xl font-semibold">
          {t("categories.editing", { name })}
        </h2>
        {isShownInShop(tree, node) ? (
          <a
            href={localizePath(`/category/${slugPath(tree, node.id, locale).join("/")}`, locale)}
            className="text-sm underline underline-offset-2"
          >
            {t("categories.openInShop")}
          </a>
        ) : null}
      </div>

      <Panel title={t("categories.rename")} description={t("categories.renameHint")} headingLevel={3}>
        {rename.notice}
        <Form method="post" noValidate preventScrollReset className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="rename" />
          {hiddenField}
          <CategoryNamesFields
            key={node.id}
            parentPaths={pathsTo(tree, node.parentId)}
            initial={{ "sv-SE": node.names["sv-SE"].name, "en-GB": node.names["en-GB"].name }}
            fieldError={rename.fieldError}
          />
          <SubmitButton>{t("shell.save")}</SubmitButton>
        </Form>
      </Panel>

      {move.notice}
      <CategoryPlacePanel tree={tree} node={node} parentError={move.fieldError("parentId")} />

      <Panel title={t("categories.image")} headingLevel={3}>
        {image.notice}
        {node.imageKey ? (
          <img
            src={imageUrl(imageCdnBase, node.imageKey, 160)}
            alt={t("categories.imagePreview")}
            width={160}
            height={90}
            className="h-24 w-40 rounded border border-neutral-200 object-cover"
          />
        ) : null}
        <Form method="post" noValidate preventScrollReset className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="image" />
          {hiddenField}
          <InputField
            key={node.id}
            label={t("categories.imageKey")}
            name="imageKey"
            defaultValue={node.imageKey ?? ""}
            list="category-image-keys"
            maxLength={200}
            autoComplete="off"
            hint={t("categories.imageKeyHint")}
            error={image.fieldError("imageKey")}
          />
          <datalist id="category-image-keys">
            {knownImageKeys.map((key) => (
              <option key={key} value={key} />
            ))}
          </datalist>
          <SubmitButton>{t("shell.save")}</SubmitButton>
        </Form>
      </Panel>

      <Panel
        title={t("categories.visibility")}
        description={t(node.isActive ? "categories.visibleHint" : "categories.hiddenHint")}
        headingLevel={3}
      >
        {visibility.notice}
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="visibility" />
          {hiddenField}
          <input type="hidden" name="active" value={node.isActive ? "false" : "true"} />
          <SubmitButton variant="secondary">{t(node.isActive ? "categories.hide" : "categories.show")}</SubmitButton>
        </Form>
      </Panel>

      <Panel title={t("categories.addChild", { name })} headingLevel={3}>
        {addChild.notice}
        <Form method="post" noValidate preventScrollReset className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="addChild" />
          <input type="hidden" name="parentId" value={node.id} />
          <CategoryNamesFields key={node.id} parentPaths={pathsTo(tree, node.id)} fieldError={addChild.fieldError} />
          <SubmitButton>{t("categories.add")}</SubmitButton>
        </Form>
      </Panel>

      <ConfirmAction
        intent="delete"
        label={t("categories.delete")}
        hint={t("categories.deleteHint")}
        title={t("categories.deleteTitle", { name })}
        consequences={[t("categories.deleteConsequence")]}
        confirmLabel={t("categories.deleteConfirm")}
      >
        {hiddenField}
      </ConfirmAction>
    </section>
  );
}

function collectImageKeys(nodes: readonly StaffCategoryNode[]): string[] {
  return nodes.flatMap((node) => [...(node.imageKey ? [node.imageKey] : []), ...collectImageKeys(node.children)]);
}
