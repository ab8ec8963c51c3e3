import { eq } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import { problem } from "#commerce/error-codes.ts";
import { invalidField } from "#commerce/errors.ts";
import { shopLocales } from "#commerce/locale.ts";
import { parseStaffInput } from "#commerce/validation.ts";
import { requirePermission, type StaffActor } from "../access/index.ts";
import { recordAudit } from "../audit/index.ts";
import { type CatalogueChange, type CatalogueFeed, recordCatalogueChange } from "./catalogue-changes.ts";
import { categories, categoryTranslations } from "./schema.ts";
import {
  createCategoryInput,
  type CreateCategoryInput,
  deleteCategoryInput,
  type DeleteCategoryInput,
  moveCategoryInput,
  type MoveCategoryInput,
  renameCategoryInput,
  type RenameCategoryInput,
  setCategoryActiveInput,
  type SetCategoryActiveInput,
  setCategoryImageInput,
  type SetCategoryImageInput,
} from "./staff-category-inputs.ts";
import {
  lockCategoryTree,
  readCategoryNames,
  refuseCycle,
  refuseDeletingNonEmpty,
  refuseSlugClash,
  requireCategory,
  siblingIds,
  sluggedNames,
  writeSiblingOrder,
} from "./staff-category-rules.ts";
import { readStaffCategoryTree, type CategoryName, type StaffCategoryNode } from "./staff-category-tree.ts";

/** Whether a picture is stored under a media key (the media module's, handed in by commerce.ts). */
export type FindImage = (key: string) => Promise<unknown>;

/**
 * The back office's category tree (every call needs `catalogue.manage`: owners and managers). Each
 * change is audited and recorded in the catalogue's change feed in its own transaction, so every
 * cached tree follows, and the free-text search that reads category names from it (ADR 0029):
 * this process's at once, other processes' within a second.
 */
export interface StaffCategoriesService {
  /** Every category, hidden ones too, with both languages' names and slugs and the products filed under each. */
  listCategories(actor: StaffActor): Promise<StaffCategoryNode[]>;
  /** Adds a category, last under its parent (or the top level); its slugs come from its names. */
  createCategory(actor: StaffActor, input: CreateCategoryInput): Promise<{ id: number }>;
  /** Renames a category in both languages; its URL segments follow the new names. */
  renameCategory(actor: StaffActor, input: RenameCategoryInput): Promise<void>;
  /** Moves a category (with everything below it) under another parent, or to another place among its siblings. */
  moveCategory(actor: StaffActor, input: MoveCategoryInput): Promise<void>;
  /** Sets the picture a category shows (a stored media key) or takes it away. */
  setCategoryImage(actor: StaffActor, input: SetCategoryImageInput): Promise<void>;
  /** Shows a category in the storefront or hides it (and everything under it). */
  setCategoryActive(actor: StaffActor, input: SetCategoryActiveInput): Promise<void>;
  /** Deletes an empty category: one holding products or subcategories is refused. */
  deleteCategory(actor: StaffActor, input: DeleteCategoryInput): Promise<void>;
}

/** What every category edit tells the change feed: the trees (and what reads them) are stale, no product's own data. */
const categoryChange: CatalogueChange = { kinds: ["category"] };

const namesOnly = (names: Record<string, CategoryName>) =>
  Object.fromEntries(Object.entries(names).map(([locale, { name }]) => [locale, name]));

/** The back office's category edits on one database, announcing each to this process's catalogue feed. */
export function createStaffCategoriesService(
  db: Database,
  catalogueFeed: CatalogueFeed,
  { findImage }: { findImage: FindImage },
): StaffCategoriesService {
  /** Runs one edit with the tree locked, records it in the feed in the same transaction, and tells this process once it is committed. */
  async function editTree<T>(edit: (tx: DatabaseOrTransaction) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      await lockCategoryTree(tx);
      const value = await edit(tx);
      await recordCatalogueChange(tx, categoryChange);
      return value;
    });
    catalogueFeed.changedHere(categoryChange);
    return result;
  }

  return {
    async listCategories(actor) {
      requirePermission(actor, "catalogue.manage");
      return readStaffCategoryTree(db);
    },

    async createCategory(actor, input) {
      requirePermission(actor, "catalogue.manage");
      const parsed = parseStaffInput(createCategoryInput, input, "form");
      const names = sluggedNames(parsed.names);
      return editTree(async (tx) => {
        if (parsed.parentId !== null) await requireParent(tx, parsed.parentId);
        await refuseSlugClash(tx, parsed.parentId, names, { field: (locale) => `names.${locale}` });
        const siblings = await siblingIds(tx, parsed.parentId);
        const [row] = await tx
          .insert(categories)
          .values({ parentId: parsed.parentId, sortOrder: siblings.length })
          .returning({ id: categories.id });
        const id = row!.id;
        await tx
          .insert(categoryTranslations)
          .values(shopLocales.map((locale) => ({ categoryId: id, locale, ...names[locale] })));
        await recordAudit(tx, actor, {
          action: "category.create",
          subjectKind: "category",
          subjectId: id,
          after: { names: namesOnly(names), parentId: parsed.parentId, position: siblings.length },
        });
        return { id };
      });
    },

    async renameCategory(actor, input) {
      requirePermission(actor, "catalogue.manage");
      const parsed = parseStaffInput(renameCategoryInput, input, "form");
      const names = sluggedNames(parsed.names);
      await editTree(async (tx) => {
        const category = await requireCategory(tx, parsed.categoryId);
        await refuseSlugClash(tx, category.parentId, names, {
          except: category.id,
          field: (locale) => `names.${locale}`,
        });
        const before = await readCategoryNames(tx, category.id);
        for (const locale of shopLocales)
          await tx
            .insert(categoryTranslations)
            .values({ categoryId: category.id, locale, ...names[locale] })
            .onConflictDoUpdate({
              target: [categoryTranslations.categoryId, categoryTranslations.locale],
              set: names[locale],
            });
        await recordAudit(tx, actor, {
          action: "category.rename",
          subjectKind: "category",
          subjectId: category.id,
          before: { names: namesOnly(before) },
          after: { names: namesOnly(names) },
        });
      });
    },

    async moveCategory(actor, input) {
      requirePermission(actor, "catalogue.manage");
      const parsed = parseStaffInput(moveCategoryInput, input, "form");
      await editTree(async (tx) => {
        const category = await requireCategory(tx, parsed.categoryId);
        const newParent = parsed.parentId;
        const changesParent = newParent !== category.parentId;
        if (newParent !== null) {
          await requireParent(tx, newParent);
          await refuseCycle(tx, category.id, newParent);
        }
        if (changesParent)
          await refuseSlugClash(tx, newParent, await readCategoryNames(tx, category.id), {
            except: category.id,
            field: () => "parentId",
          });
        const oldSiblings = await siblingIds(tx, category.parentId);
        const newSiblings = await siblingIds(tx, newParent, category.id);
        const position = Math.min(parsed.position, newSiblings.length);
        newSiblings.splice(position, 0, category.id);
        if (changesParent) {
          await tx.update(categories).set({ parentId: newParent }).where(eq(categories.id, category.id));
          await writeSiblingOrder(
            tx,
            oldSiblings.filter((id) => id !== category.id),
          );
        }
        await writeSiblingOrder(tx, newSiblings);
        await recordAudit(tx, actor, {
          action: "category.move",
          subjectKind: "category",
          subjectId: category.id,
          before: { parentId: category.parentId, position: oldSiblings.indexOf(category.id) },
          after: { parentId: newParent, position },
        });
      });
    },

    async setCategoryImage(actor, input) {
      requirePermission(actor, "catalogue.manage");
      const parsed = parseStaffInput(setCategoryImageInput, input, "form");
      if (parsed.imageKey !== null && !(await findImage(parsed.imageKey)))
        throw invalidField("imageKey", problem("image_not_found"));
      await editTree(async (tx) => {
        const category = await requireCategory(tx, parsed.categoryId);
        await tx.update(categories).set({ imageKey: parsed.imageKey }).where(eq(categories.id, category.id));
        await recordAudit(tx, actor, {
          action: "category.image",
          subjectKind: "category",
          subjectId: category.id,
          before: { imageKey: category.imageKey },
          after: { imageKey: parsed.imageKey },
        });
      });
    },

    async setCategoryActive(actor, input) {
      requirePermission(actor, "catalogue.manage");
      const parsed = parseStaffInput(setCategoryActiveInput, input, "form");
      await editTree(async (tx) => {
        const category = await requireCategory(tx, parsed.categoryId);
        await tx.update(categories).set({ isActive: parsed.active }).where(eq(categories.id, category.id));
        await recordAudit(tx, actor, {
          action: parsed.active ? "category.activate" : "category.deactivate",
          subjectKind: "category",
          subjectId: category.id,
          before: { deactivated: !category.isActive },
          after: { deactivated: !parsed.active },
        });
      });
    },

    async deleteCategory(actor, input) {
      requirePermission(actor, "catalogue.manage");
      const parsed = parseStaffInput(deleteCategoryInput, input, "form");
      await editTree(async (tx) => {
        const category = await requireCategory(tx, parsed.categoryId, { forDelete: true });
        await refuseDeletingNonEmpty(tx, category.id);
        const names = await readCategoryNames(tx, category.id);
        const oldSiblings = await siblingIds(tx, category.parentId, category.id);
        await tx.delete(categories).where(eq(categories.id, category.id));
        await writeSiblingOrder(tx, oldSiblings);
        await recordAudit(tx, actor, {
          action: "category.delete",
          subjectKind: "category",
          subjectId: category.id,
          before: { names: namesOnly(names), parentId: category.parentId, imageKey: category.imageKey },
        });
      });
    },
  };
}

/** The parent a form names must exist; an unknown one is the parent field's problem, not a missing page. */
async function requireParent(tx: DatabaseOrTransaction, parentId: number): Promise<void> {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, parentId));
  if (!row) throw invalidField("parentId", problem("category_not_found", { id: parentId }));
}
