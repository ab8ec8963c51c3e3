import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import type { Commerce } from "#commerce/commerce.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import type { StaffActor } from "#commerce/modules/access/index.ts";
import { formDone } from "../../form-outcome.server.ts";

interface CategoryRequest {
  commerce: Commerce;
  actor: StaffActor;
  /** The member's language, which names a new category in the notice. */
  locale: ShopLocale;
  form: FormData;
}

const field = (form: FormData, name: string) => String(form.get(name) ?? "");
const namesOf = (form: FormData) => ({ "sv-SE": field(form, "names.sv-SE"), "en-GB": field(form, "names.en-GB") });

/** A new category at the top level or under the chosen one: the two forms differ only in where they sit. */
async function addCategory(intent: string, { commerce, actor, locale, form }: CategoryRequest) {
  const names = namesOf(form);
  await commerce.staffCategories.createCategory(actor, { parentId: field(form, "parentId"), names });
  return formDone(intent, "categories.added", { name: names[locale].trim() });
}

/** The category page's forms, one named function each; the engine checks the role and every input. */
export const categoryIntents = {
  addTop: (request: CategoryRequest): Promise<AdminFormOutcome> => addCategory("addTop", request),
  addChild: (request: CategoryRequest): Promise<AdminFormOutcome> => addCategory("addChild", request),
  async rename({ commerce, actor, form }: CategoryRequest): Promise<AdminFormOutcome> {
    await commerce.staffCategories.renameCategory(actor, {
      categoryId: field(form, "categoryId"),
      names: namesOf(form),
    });
    return formDone("rename", "categories.renamed");
  },
  async move({ commerce, actor, form }: CategoryRequest): Promise<AdminFormOutcome> {
    await commerce.staffCategories.moveCategory(actor, {
      categoryId: field(form, "categoryId"),
      parentId: field(form, "parentId"),
      position: field(form, "position"),
    });
    return formDone("move", "categories.moved");
  },
  async image({ commerce, actor, form }: CategoryRequest): Promise<AdminFormOutcome> {
    await commerce.staffCategories.setCategoryImage(actor, {
      categoryId: field(form, "categoryId"),
      imageKey: field(form, "imageKey"),
    });
    return formDone("image", "categories.imageSaved");
  },
  async visibility({ commerce, actor, form }: CategoryRequest): Promise<AdminFormOutcome> {
    const active = field(form, "active") === "true";
    await commerce.staffCategories.setCategoryActive(actor, { categoryId: field(form, "categoryId"), active });
    return formDone("visibility", active ? "categories.shownNow" : "categories.hiddenNow");
  },
  async delete({ commerce, actor, form }: CategoryRequest): Promise<AdminFormOutcome> {
    await commerce.staffCategories.deleteCategory(actor, { categoryId: field(form, "categoryId") });
    return formDone("delete", "categories.deleted");
  },
};

export type CategoryIntent = keyof typeof categoryIntents;

export function isCategoryIntent(intent: string): intent is CategoryIntent {
  return Object.hasOwn(categoryIntents, intent);
}
