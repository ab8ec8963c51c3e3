import { Hono } from "hono";
import { z } from "zod";
import type { Commerce } from "#commerce/commerce.ts";
import { problem } from "#commerce/error-codes.ts";
import { DomainError } from "#commerce/errors.ts";
import { shopLocales } from "#commerce/locale.ts";
import { idText } from "#commerce/validation.ts";
import { toApiProduct, toApiProductItem, toPartStockJson } from "./product-shapes.ts";
import { readJsonBody, readQuery } from "./query.ts";
import { cultureParams, idListParam, resolveCurrencyParam, shopParams } from "./shop-params.ts";

const byUniqueName = shopParams.extend({ uniqueName: z.string().min(1).max(200) });
const byIds = shopParams.extend({
  idSeed: idListParam("idSeed", 100),
  asVariants: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  storeSeed: idListParam("storeSeed", 100).optional(),
});
const byProduct = shopParams.extend({ productId: idText });
const parametricIds = cultureParams.extend({ parametricIds: idListParam("parametricIds", 100).optional() });
const onHandBody = z.object({ partNo: z.string().min(1).max(100), cultureCode: z.enum(shopLocales).default("sv-SE") });

/** /api/product/*: products, their attributes, relations, price lists and stock (SPEC §7). */
export function createProductApi(commerce: Commerce) {
  const vocabularyParametrics = async (locale: (typeof shopLocales)[number], only?: number[]) => {
    const vocabulary = await commerce.catalogue.getVocabulary(locale);
    return [...vocabulary.parametrics.values()]
      .filter((parametric) => !only || only.includes(parametric.id))
      .map((parametric) => ({
        Id: parametric.id,
        Code: parametric.code,
        Name: parametric.name,
        Type: parametric.type === "multi" ? "MultiValue" : "ListValue",
        SortOrder: parametric.sortOrder,
        Values: [...vocabulary.values.values()]
          .filter((value) => value.parametricId === parametric.id)
          .map((value) => ({
            Id: value.id,
            Code: value.code,
            Name: value.name,
            SortOrder: value.sortOrder,
            Swatch: value.swatch,
          })),
      }));
  };

  return new Hono()
    .get("/get-product-by-unique-name", async (c) => {
      const query = readQuery(c, byUniqueName);
      const currency = await resolveCurrencyParam(commerce, query.currencyId);
      const product = await commerce.catalogue.getProductByUniqueName(
        query.cultureCode,
        query.uniqueName,
        currency.priceListId,
      );
      if (!product) throw new DomainError("not_found", problem("product_not_found", { uniqueName: query.uniqueName }));
      return c.json(toApiProduct(product, currency));
    })
    .get("/get-products-by-ids", async (c) => {
      const query = readQuery(c, byIds);
      const currency = await resolveCurrencyParam(commerce, query.currencyId);
      if (!query.asVariants) {
        const cards = await commerce.catalogue.getProductCards(query.cultureCode, currency.priceListId, query.idSeed);
        return c.json({ Items: cards.map((card) => toApiProductItem(card, currency)), ItemCount: cards.length });
      }
      const products = await Promise.all(
        query.idSeed.map((id) =>
          commerce.catalogue.getProductById(query.cultureCode, id, currency.priceListId, query.storeSeed),
        ),
      );
      const found = products.filter((product) => product !== undefined);
      return c.json({ Items: found.map((product) => toApiProduct(product, currency)), ItemCount: found.length });
    })
    .get("/get-product-relations", async (c) => {
      const query = readQuery(c, byProduct);
      const currency = await resolveCurrencyParam(commerce, query.currencyId);
      const cards = await commerce.catalogue.getRelatedProductCards(
        query.cultureCode,
        currency.priceListId,
        query.productId,
      );
      return c.json({ Items: cards.map((card) => toApiProductItem(card, currency)), ItemCount: cards.length });
    })
    .get("/get-product-types", async (c) => {
      const { cultureCode } = readQuery(c, cultureParams);
      return c.json(
        (await commerce.catalogue.listProductTypes(cultureCode)).map((type) => ({
          Id: type.id,
          Code: type.code,
          Name: type.name,
        })),
      );
    })
    .get("/get-all-parametrics", async (c) => {
      const { cultureCode } = readQuery(c, cultureParams);
      return c.json(await vocabularyParametrics(cultureCode));
    })
    .get("/get-parametrics-information", async (c) => {
      const query = readQuery(c, parametricIds);
      return c.json(await vocabularyParametrics(query.cultureCode, query.parametricIds));
    })
    .get("/get-pricelist", async (c) => {
      const query = readQuery(c, shopParams);
      const currencies =
        query.currencyId === 0
          ? await commerce.pricing.listCurrencies()
          : [await resolveCurrencyParam(commerce, query.currencyId)];
      return c.json(
        currencies.map((currency) => ({
          Id: currency.priceListId,
          CurrencyId: currency.id,
          CurrencyCode: currency.code,
          IsDefault: currency.isDefault,
        })),
      );
    })
    .post("/get-product-onhand-by-partno", async (c) => {
      const body = await readJsonBody(c, onHandBody);
      const stock = await commerce.stores.getStockByPartNo(body.cultureCode, body.partNo);
      if (!stock) throw new DomainError("not_found", problem("part_number_not_found", { partNo: body.partNo }));
      return c.json(toPartStockJson(stock));
    });
}
