import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import type { Commerce } from "#commerce/commerce.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import type { StaffActor } from "#commerce/modules/access/index.ts";
import { formDone } from "../../form-outcome.server.ts";
import { formText } from "../../form-text.server.ts";

interface CategoryRequest {
  commerce: Commerce;
  actor: StaffActor;
  /** The member's language, which names a new category in the notice. */
  locale: ShopLocale;
  form: FormData;
}

const namesOf = (form: FormData) => ({
  "sv-SE": formText(form, "names.sv-SE"),
  "en-GB": formText(form, "names.en-GB"),
});

/** A new category at the top level or under the chosen one: the two forms differ only in where they sit. */
async function addCategory(intent: string, { commerce, actor, locale, form }: CategoryRequest) {
  const names = namesOf(form);
  await commerce.staffCategories.createCategory(actor, { parentId: formText(form, "parentId"), names });
  return formDone(intent, "categories.added", { name: names[locale].trim() });
}

/** The category page's forms, one named function each; the engine checks the role and every input. */
export const categoryIntents = {
  addTop: (request: CategoryRequest): Promise<AdminFormOutcome> => addCategory("addTop", request),
  addChild: (request: CategoryRequest): Promise<AdminFormOutcome> => addCategory("addChild", request),
  async rename({ commerce, actor, form }: CategoryRequest): Promise<AdminFormOutcome> {
    await commerce.staffCategories.renameCategory(actor, {
      categoryId: formText(form, "categoryId"),
      names: namesOf(form),
    });
    return formDone("rename", "categories.renamed");
  },
  async move({ commerce, actor, form }: CategoryRequest): Promise<AdminFormOutcome> {
    await commerce.staffCategories.moveCategory(actor, {
      categoryId: formText(form, "categoryId"),
      parentId: formText(form, "parentId"),
      position: formText(form, "position"),
    });
    return formDone("move", "categories.moved");
  },
  async image({ commerce, actor, form }: CategoryRequest): Promise<AdminFormOutcome> {
    await commerce.staffCategories.setCategoryImage(actor, {
      categoryId: formText(form, "categoryId"),
      imageKey: formText(form, "imageKey"),
    });
    return formDone("image", "categories.imageSaved");
  },
  async visibility({ commerce, actor, form }: CategoryRequest): Promise<AdminFormOutcome> {
    const active = formText(form, "active") === "true";
    await commerce.staffCategories.setCategoryActive(actor, { categoryId: formText(form, "categoryId"), active });
    return formDone("visibility", active ? "categories.shownNow" : "categories.hiddenNow");
  },
  async delete({ commerce, actor, form }: CategoryRequest): Promise<AdminFormOutcome> {
    await commerce.staffCategories.deleteCategory(actor, { categoryId: formText(form, "categoryId") });
    return formDone("delete", "categories.deleted");
  },
};

export type CategoryIntent = keyof typeof categoryIntents;

export function isCategoryIntent(intent: string): intent is CategoryIntent {
  return Object.hasOwn(categoryIntents, intent);
}
