import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { CommerceLogger } from "../commerce.ts";
import type { Database, DatabaseOrTransaction } from "../db/client.ts";
import { onField, problem, type FieldProblem } from "../error-codes.ts";
import { DomainError } from "../errors.ts";
import { shopLocales, type ShopLocale } from "../locale.ts";
import { parseStaffInput } from "../validation.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";
import { changedFields, recordAudit, type AuditRecord } from "../modules/audit/index.ts";
import {
  findUnknownReferences,
  freeCopyUniqueName,
  insertProduct,
  isUniqueNameTaken,
  listStaffProductVariants,
  readEditableProduct,
  readProductEditorChoices,
  setProductArchived,
  updateProduct,
  type EditableProduct,
  type EditableProductFields,
  type ProductEditorChoices,
  type StaffProductVariant,
} from "../modules/catalogue/index.ts";
import {
  copyProductPrices,
  leavesListAsIs,
  readProductPrices,
  setProductPrices,
  type Currency,
  type ProductListPrice,
} from "../modules/pricing/index.ts";
import type { SearchService } from "../modules/search/index.ts";
import {
  staffProductFieldsInput,
  staffProductUpdateInput,
  type ParsedStaffProductFields,
  type StaffProductFieldsInput,
  type StaffProductUpdateInput,
} from "./staff-product-editor-input.ts";
import { editorPricesOf, priceSettingsOf, recordedPrices, type EditorPrice } from "./staff-product-editor-sales.ts";

export type { EditorPrice, EditorSale } from "./staff-product-editor-sales.ts";

/** Who brings the listings up to date after a committed catalogue change, and where to say it failed. */
export interface CatalogueFollowDeps {
  search: Pick<SearchService, "refresh">;
  log: CommerceLogger;
}

/**
 * Brings the products' search index rows, the catalogue feed and this process's facet index up to
 * date after a committed change. A failure is logged, not thrown: the change is saved and audited,
 * and the member should not make it again (as the stock flows do, staff-stock-follow.ts).
 */
export async function followCatalogueChange(deps: CatalogueFollowDeps, productIds: readonly number[]): Promise<void> {
  try {
    await deps.search.refresh(productIds);
  } catch (error) {
    deps.log.warn("Listings did not follow a back-office product change", { productIds, err: error });
  }
}

export interface StaffProductEditorDeps extends CatalogueFollowDeps {
  db: Database;
  /** Every currency with its price list: the editor prices the product in each. */
  listCurrencies: () => Promise<Currency[]>;
  /** The clock sales are checked and started by; the real one when not given. */
  now?: () => Date;
}

/** A product as the editor opens it, with the version its save must name. */
export interface StaffProductEditorView {
  product: EditableProduct;
  prices: EditorPrice[];
  variants: StaffProductVariant[];
  /** A digest of everything the editor saves, as loaded: a save naming another version is refused. */
  version: string;
}

/** What the editor's fields offer, with the price lists a product is priced in. */
export type StaffProductEditorChoices = ProductEditorChoices & { priceLists: { id: number; currencyCode: string }[] };

/** The copy's name suffix in each language. */
const copySuffix: Record<ShopLocale, string> = { "sv-SE": " (kopia)", "en-GB": " (copy)" };

/**
 * Takes unique names in turn: two saves or copies naming the same one at once queue here, so the
 * second sees the first's product and is refused on its field (or picks another copy name) rather
 * than failing on the unique index as a server error. One lock for every name, as a copy's name is
 * only known once it is looked for. Taken after the product's row lock (the product CSV import
 * takes it after its products' too).
 */
export async function lockUniqueNames(tx: DatabaseOrTransaction) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('butik.product_unique_names'))`);
}

/** A unique name is free (taken under the names' lock), else the field's refusal. */
async function requireFreeUniqueName(tx: DatabaseOrTransaction, uniqueName: string, exceptId?: number) {
  await lockUniqueNames(tx);
  if (await isUniqueNameTaken(tx, uniqueName, exceptId))
    refuse(onField("uniqueName", problem("unique_name_taken", { uniqueName })));
}

/** Bad input found against the database: the same 400 naming its fields as a schema's for that `part` of the input. */
export function refuseFields(part: string, ...fields: FieldProblem[]): never {
  throw new DomainError(
    "invalid",
    problem("invalid_request", { part, fields: fields.map((field) => field.field) }),
    fields,
  );
}

const refuse: (...fields: FieldProblem[]) => never = (...fields) => refuseFields("product", ...fields);

/** Refuses a product id no product has (404). */
export function productNotFound(productId: number): never {
  throw new DomainError("not_found", problem("product_not_found", { uniqueName: String(productId) }));
}

/** The version of what the editor saves: any change to it, by anyone, gives another. */
function versionOf(product: EditableProduct, prices: readonly ProductListPrice[]): string {
  return createHash("sha256")
    .update(JSON.stringify({ product, prices: recordedPrices(prices) }))
    .digest("base64url");
}

/**
 * Sets the input's prices and sales, as of `now`, in the price lists where they change what the
 * product has (`current`, read under the product's lock); any bad price or sale is its field's
 * refusal and nothing is set.
 */
async function savePrices(
  tx: DatabaseOrTransaction,
  productId: number,
  input: ParsedStaffProductFields,
  context: { currencies: readonly Currency[]; current: readonly ProductListPrice[]; now: Date },
): Promise<void> {
  const { settings, problems } = priceSettingsOf(input, context.currencies, context.current, context.now);
  if (problems.length > 0) refuse(...problems);
  const changed = settings.filter(
    (setting) =>
      !leavesListAsIs(
        setting,
        context.current.find((price) => price.priceListId === setting.priceListId),
      ),
  );
  await setProductPrices(tx, productId, changed, context.now);
}

/** The fields of the input the catalogue keeps. */
const fieldsOf = (input: ParsedStaffProductFields): EditableProductFields => ({
  uniqueName: input.uniqueName,
  texts: input.texts,
  manufacturerId: input.manufacturerId,
  categoryId: input.categoryId,
  productTypeId: input.productTypeId,
  valueIds: input.valueIds,
  flagIds: input.flagIds,
  vatRate: input.vatRate,
  published: input.published,
});

/** Refuses ids that name nothing the product may have, each on its field. */
async function requireKnownReferences(tx: DatabaseOrTransaction, fields: EditableProductFields) {
  const unknown = await findUnknownReferences(tx, fields);
  if (unknown.length > 0) refuse(...unknown.map((field) => onField(field, problem("invalid_id"))));
}

/** What the audit keeps of a product: every field the editor saves. */
const auditRecordOf = (fields: EditableProductFields, prices: readonly ProductListPrice[]): AuditRecord => ({
  uniqueName: fields.uniqueName,
  texts: fields.texts,
  manufacturerId: fields.manufacturerId,
  categoryId: fields.categoryId,
  productTypeId: fields.productTypeId,
  valueIds: fields.valueIds,
  flagIds: fields.flagIds,
  vatRate: fields.vatRate,
  published: fields.published,
  prices: recordedPrices(prices),
});

/**
 * The product editor's use cases (`catalogue.manage`: owners and managers). Each save runs in one
 * transaction with its audit entry (the fields it changed, before and after); after it commits,
 * the product's search index rows, the catalogue feed and this process's facet index follow, so
 * the storefront and the API show the change here at once and in other processes within a second.
 */
export function createStaffProductEditor(deps: StaffProductEditorDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function viewOf(product: EditableProduct, locale: ShopLocale): Promise<StaffProductEditorView> {
    const [prices, variants, currencies] = await Promise.all([
      readProductPrices(db, product.id),
      listStaffProductVariants(db, product.id, locale),
      deps.listCurrencies(),
    ]);
    return {
      product,
      prices: editorPricesOf(prices, currencies),
      variants,
      version: versionOf(product, prices),
    };
  }

  return {
    /** The product as the editor opens it, named in `locale`; 404 when there is none. */
    async getProduct(actor: StaffActor, productId: number, locale: ShopLocale): Promise<StaffProductEditorView> {
      requirePermission(actor, "catalogue.manage");
      const product = await readEditableProduct(db, productId);
      if (!product) productNotFound(productId);
      return viewOf(product, locale);
    },

    /** What the editor's fields offer (brands, categories, types, attributes, flags) and the price lists, named in `locale`. */
    async getChoices(actor: StaffActor, locale: ShopLocale): Promise<StaffProductEditorChoices> {
      requirePermission(actor, "catalogue.manage");
      const [choices, currencies] = await Promise.all([readProductEditorChoices(db, locale), deps.listCurrencies()]);
      return {
        ...choices,
        priceLists: currencies.map((currency) => ({ id: currency.priceListId, currencyCode: currency.code })),
      };
    },

    /** Creates a product (unpublished unless asked; without variants it is not buyable yet); answers its id. */
    async createProduct(actor: StaffActor, rawInput: StaffProductFieldsInput): Promise<{ productId: number }> {
      requirePermission(actor, "catalogue.manage");
      const input = parseStaffInput(staffProductFieldsInput, rawInput, "product");
      const currencies = await deps.listCurrencies();
      const fields = fieldsOf(input);
      const productId = await db.transaction(async (tx) => {
        await requireFreeUniqueName(tx, fields.uniqueName);
        await requireKnownReferences(tx, fields);
        const id = await insertProduct(tx, fields);
        await savePrices(tx, id, input, { currencies, current: [], now: now() });
        await recordAudit(tx, actor, {
          action: "product.create",
          subjectKind: "product",
          subjectId: id,
          after: auditRecordOf(fields, await readProductPrices(tx, id)),
        });
        return id;
      });
      await followCatalogueChange(deps, [productId]);
      return { productId };
    },

    /**
     * Saves the editor's fields over the product. Refused (409, nothing saved) when anyone saved
     * it after the editor loaded it at `version`, so a second editor never silently overwrites the first.
     */
    async updateProduct(
      actor: StaffActor,
      productId: number,
      rawInput: StaffProductUpdateInput,
    ): Promise<{ version: string }> {
      requirePermission(actor, "catalogue.manage");
      const input = parseStaffInput(staffProductUpdateInput, rawInput, "product");
      const currencies = await deps.listCurrencies();
      const fields = fieldsOf(input);
      const saved = await db.transaction(async (tx) => {
        const before = await readEditableProduct(tx, productId, { lock: true });
        if (!before) productNotFound(productId);
        const pricesBefore = await readProductPrices(tx, productId, { lock: true });
        if (versionOf(before, pricesBefore) !== input.version)
          throw new DomainError("conflict", problem("product_edited_meanwhile"));
        if (before.archivedAt && fields.published) refuse(onField("published", problem("product_archived")));
        await requireFreeUniqueName(tx, fields.uniqueName, productId);
        await requireKnownReferences(tx, fields);
        await updateProduct(tx, productId, fields);
        await savePrices(tx, productId, input, { currencies, current: pricesBefore, now: now() });
        const pricesAfter = await readProductPrices(tx, productId);
        const changes = changedFields(auditRecordOf(before, pricesBefore), auditRecordOf(fields, pricesAfter));
        const changed = Object.keys(changes.after).length > 0;
        // A save of an unchanged form leaves no entry in the audit log and nothing for the index.
        if (changed)
          await recordAudit(tx, actor, {
            action: "product.update",
            subjectKind: "product",
            subjectId: productId,
            ...changes,
          });
        // Read under the lock: the version of exactly what this save left, never of a later save.
        return { changed, version: versionOf((await readEditableProduct(tx, productId))!, pricesAfter) };
      });
      if (saved.changed) await followCatalogueChange(deps, [productId]);
      return { version: saved.version };
    },

    /**
     * Copies a product: texts with " (kopia)"/" (copy)", a free unique name ({name}-copy, -copy-2,
     * ...), brand, category, type, attributes, flags, VAT and prices. Variants are not copied: a
     * part number is unique across the shop, and a made-up one would be stocked and sold under a
     * number the merchant never chose. The copy starts unpublished; answers its id.
     */
    async duplicateProduct(actor: StaffActor, productId: number): Promise<{ productId: number }> {
      requirePermission(actor, "catalogue.manage");
      const copyId = await db.transaction(async (tx) => {
        const source = await readEditableProduct(tx, productId);
        if (!source) productNotFound(productId);
        await lockUniqueNames(tx);
        const fields: EditableProductFields = {
          ...source,
          uniqueName: await freeCopyUniqueName(tx, source.uniqueName),
          texts: Object.fromEntries(
            shopLocales.map((locale) => [
              locale,
              { ...source.texts[locale], name: `${source.texts[locale].name}${copySuffix[locale]}` },
            ]),
          ) as EditableProductFields["texts"],
          published: false,
        };
        const id = await insertProduct(tx, fields);
        await copyProductPrices(tx, productId, id);
        await recordAudit(tx, actor, {
          action: "product.duplicate",
          subjectKind: "product",
          subjectId: id,
          after: { ...auditRecordOf(fields, await readProductPrices(tx, id)), sourceProductId: productId },
        });
        return id;
      });
      await followCatalogueChange(deps, [copyId]);
      return { productId: copyId };
    },

    /** Archives the product: off the shop (unpublished) and out of the back office's list unless asked for. */
    archiveProduct: (actor: StaffActor, productId: number) => setArchived(actor, productId, true),

    /** Brings an archived product back, unpublished: staff publish it when it is ready. */
    restoreProduct: (actor: StaffActor, productId: number) => setArchived(actor, productId, false),
  };

  async function setArchived(actor: StaffActor, productId: number, archived: boolean): Promise<void> {
    requirePermission(actor, "catalogue.manage");
    await db.transaction(async (tx) => {
      const before = await readEditableProduct(tx, productId, { lock: true });
      if (!before) productNotFound(productId);
      if ((before.archivedAt !== null) === archived) return;
      await setProductArchived(tx, productId, archived);
      await recordAudit(tx, actor, {
        action: archived ? "product.archive" : "product.restore",
        subjectKind: "product",
        subjectId: productId,
        before: { archived: !archived, published: before.published },
        after: { archived, published: archived ? false : before.published },
      });
    });
    await followCatalogueChange(deps, [productId]);
  }
}

export type StaffProductEditor = ReturnType<typeof createStaffProductEditor>;
