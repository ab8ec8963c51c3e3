import { createCommerce } from "#commerce/commerce.ts";
import { openDatabase } from "#commerce/db/client.ts";
import { demoOwner } from "#commerce/db/seed/demo-staff.ts";
import type { StaffProductEditorView } from "#commerce/flows/staff-product-editor.ts";
import type { StaffProductUpdateInput } from "#commerce/flows/staff-product-editor-input.ts";
import type { StaffActor } from "#commerce/modules/access/index.ts";
import { storeAsForm } from "#commerce/modules/stores/index.ts";
import type { EditableProduct, EditKind } from "./edit-kinds.ts";
import type { EditWatch } from "./edit-watch.ts";

/** One edit decided on, not yet made. */
export interface PlannedEdit {
  kind: EditKind;
  /** Makes it through the staff engine, as the back office's form would. */
  apply(): Promise<void>;
  watch: EditWatch;
}

/** A shop's back office: the engine on the bench's database, signed in as the demo owner (run in a process of its own, staff-edit-process.ts). */
export interface StaffBench {
  plan(kind: EditKind, product: EditableProduct): Promise<PlannedEdit>;
  /** Builds (or loads) this process's facet index, so its own edits are applied to it as a shop process's are. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

const search = "/api/search-and-filter/product/list-product?cultureCode=sv-SE";
const countIn = (categoryId: number, filter?: string) =>
  `${search}&categorySeed=${categoryId}&pageSize=1${filter ? `&filter=${encodeURIComponent(filter)}` : ""}`;
const pickOne = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
/** A word that tells this rename from the ones before it. */
const freshWord = () => `bench${Math.random().toString(36).slice(2, 8)}`;
const benchWordAtEnd = / bench[0-9a-z]{1,6}$/;

/** The product editor's form, with the fields the edits change as the editor fills them. */
type EditorForm = Omit<StaffProductUpdateInput, "prices" | "flagIds" | "valueIds"> & {
  prices: Record<string, string>;
  flagIds: number[];
  valueIds: number[];
};

/** The editor's form as it would post it back unchanged. */
function formOf(view: StaffProductEditorView): EditorForm {
  const { product } = view;
  return {
    uniqueName: product.uniqueName,
    texts: structuredClone(product.texts),
    manufacturerId: product.manufacturerId,
    categoryId: product.categoryId,
    productTypeId: product.productTypeId,
    valueIds: [...product.valueIds],
    flagIds: [...product.flagIds],
    vatRate: product.vatRate,
    published: product.published,
    prices: Object.fromEntries(view.prices.map((price) => [String(price.priceListId), price.price])),
    version: view.version,
  };
}

/**
 * Opens the engine on `databaseUrl` as a shop process does and signs in as the demo owner that
 * `npm run seed` creates: every edit goes through the same use cases as the back office's forms
 * (permission, validation, audit, search index rows, the catalogue change feed), and the shop
 * processes learn of it through the feed like any process other than the one saving.
 */
export async function openStaffBench(databaseUrl: string, leafCategoryIds: readonly number[]): Promise<StaffBench> {
  const database = await openDatabase({ engine: "postgres", url: databaseUrl, poolSize: 4 });
  try {
    const engine = createCommerce(database.db, { warn: (message, details) => console.warn(message, details ?? "") });
    const actor = await signInAsDemoOwner(engine);
    const [choices, defaultCurrency] = await Promise.all([
      engine.staffProducts.getChoices(actor, "sv-SE"),
      engine.pricing.getDefaultCurrency(),
    ]);
    const attributeValues = choices.parametrics
      .filter((parametric) => parametric.type === "list" || parametric.type === "multi")
      .flatMap((parametric) =>
        parametric.values.map((value) => ({
          parametric,
          valueId: value.id,
          code: parametric.type === "list" ? "L" : "M",
        })),
      );

    /** A save of the product editor's form with one change made to it. */
    const planSave = async (
      product: EditableProduct,
      change: (form: EditorForm) => EditWatch,
    ): Promise<{ apply(): Promise<void>; watch: EditWatch }> => {
      const view = await engine.staffProducts.getProduct(actor, product.productId, "sv-SE");
      const form = formOf(view);
      const watch = change(form);
      return {
        apply: async () => {
          await engine.staffProducts.updateProduct(actor, product.productId, form);
        },
        watch,
      };
    };

    const planners: Record<
      EditKind,
      (product: EditableProduct) => Promise<{ apply(): Promise<void>; watch: EditWatch }>
    > = {
      name: (product) =>
        planSave(product, (form) => {
          const word = freshWord();
          const name = `${form.texts["sv-SE"].name.replace(benchWordAtEnd, "")} ${word}`;
          form.texts["sv-SE"].name = name;
          // The product's card through the JSON API: read before the save, so the process holds it.
          return {
            path: `/api/product/get-products-by-ids?cultureCode=sv-SE&idSeed=${product.productId}`,
            expect: { productId: product.productId, name },
          };
        }),
      price: (product) =>
        planSave(product, (form) => {
          // A price no other product of the category has, found by the price filter and shown on the card.
          const price = 90_000 + Math.floor(Math.random() * 10_000);
          form.prices[String(defaultCurrency.priceListId)] = String(price);
          return {
            path: `${countIn(product.categoryId, `prcf|true_${price}-${price}`)}&pageSize=100`,
            expect: { productId: product.productId, priceIncVat: price },
          };
        }),
      category: (product) =>
        planSave(product, (form) => {
          const target = pickOne(leafCategoryIds.filter((id) => id !== form.categoryId));
          if (target === undefined) throw new Error("the catalogue has no second category to move a product to");
          form.categoryId = target;
          return { path: countIn(target), expect: { countMovedBy: 1 } };
        }),
      flag: (product) =>
        planSave(product, (form) => {
          const added = pickOne(choices.flags.filter((flag) => !form.flagIds.includes(flag.id)));
          const flag = added ?? pickOne(choices.flags);
          if (!flag) throw new Error("the shop has no flags to set");
          form.flagIds = added ? [...form.flagIds, flag.id] : form.flagIds.filter((id) => id !== flag.id);
          return { path: countIn(product.categoryId, `flgf|${flag.id}`), expect: { countMovedBy: added ? 1 : -1 } };
        }),
      parametric: (product) =>
        planSave(product, (form) => {
          const has = (id: number) => form.valueIds.includes(id);
          // A list attribute takes one value at most: add one only where the product has none of it.
          const added = pickOne(
            attributeValues.filter(
              (value) =>
                !has(value.valueId) && (value.code === "M" || !value.parametric.values.some((other) => has(other.id))),
            ),
          );
          const value = added ?? pickOne(attributeValues.filter((candidate) => has(candidate.valueId)));
          if (!value) throw new Error("the shop has no product attribute values to set");
          form.valueIds = added
            ? [...form.valueIds, value.valueId]
            : form.valueIds.filter((id) => id !== value.valueId);
          return {
            path: countIn(product.categoryId, `parf|${value.code}${value.parametric.id}_${value.valueId}`),
            expect: { countMovedBy: added ? 1 : -1 },
          };
        }),
      stock: async (product) => {
        // One stock file for the whole product: one transaction, one audit entry, one catalogue change.
        const page = await engine.staffStock.readProductStock(actor, "sv-SE", String(product.productId));
        const held = page.variants.flatMap((variant) =>
          page.locations.flatMap((location, index) =>
            (variant.onHand[index] ?? 0) > 0 ? [`${variant.partNo},${location.code},0`] : [],
          ),
        );
        const firstWarehouse = page.locations.find((location) => location.kind === "warehouse");
        if (held.length === 0 && (!firstWarehouse || !page.variants[0]))
          throw new Error(`product ${product.productId} has no variant and warehouse to stock`);
        const lines = held.length > 0 ? held : [`${page.variants[0]!.partNo},${firstWarehouse!.code},5`];
        return {
          apply: async () => {
            await engine.staffStock.applyImport(actor, { csv: ["part_no,location,quantity", ...lines].join("\n") });
          },
          watch: { path: countIn(product.categoryId, "ohf|true"), expect: { countMovedBy: held.length > 0 ? -1 : 1 } },
        };
      },
      "store hours": async () => {
        const listed = (await engine.staffStores.listStores(actor, "sv-SE")).filter((store) =>
          store.locales.includes("sv-SE"),
        );
        const store = await engine.staffStores.getStore(actor, pickOne(listed)?.id ?? 0);
        const opens = store.hours.weekdays?.opens === "09:00" ? "09:30" : "09:00";
        const weekdays = { opens, closes: store.hours.weekdays?.closes ?? "18:00" };
        const form = storeAsForm(store);
        return {
          apply: () =>
            engine.staffStores.updateStore(actor, {
              ...form,
              storeId: String(store.id),
              hours: { ...form.hours, weekdays },
            }),
          watch: {
            path: "/api/stores/get-all-stores?cultureCode=sv-SE",
            expect: { storeId: store.id, weekdays },
          },
        };
      },
    };

    return {
      async plan(kind, product) {
        return { kind, ...(await planners[kind](product)) };
      },
      warmUp: () => engine.search.warmUp(),
      close: () => database.close(),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function signInAsDemoOwner(engine: ReturnType<typeof createCommerce>): Promise<StaffActor> {
  const signedIn = await engine.staff.signIn({ ...demoOwner, clientAddress: "127.0.0.1" });
  const session = signedIn.ok ? await engine.staff.findSession(signedIn.sessionToken) : undefined;
  if (!session)
    throw new Error(
      `the bench edits as the demo owner (${demoOwner.email}) that \`npm run seed\` creates, and could not sign in: ${signedIn.ok ? "no session" : signedIn.reason}`,
    );
  return session.actor;
}
