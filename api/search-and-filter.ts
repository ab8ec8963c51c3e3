import { Hono } from "hono";
import { z } from "zod";
import type { Commerce } from "#commerce/commerce.ts";
import { onField, problem } from "#commerce/error-codes.ts";
import { DomainError } from "#commerce/errors.ts";
import { collectCategoryIds, findCategory } from "#commerce/modules/catalogue/index.ts";
import { listingPriceScope } from "#commerce/modules/pricing/index.ts";
import { type ListingFacets, parseFilterText, sortKeys } from "#commerce/modules/search/index.ts";
import { toApiProductItem } from "./product-shapes.ts";
import { readQuery } from "./query.ts";
import { idListParam, resolveCurrencyParam, shopParams } from "./shop-params.ts";

const scopeParams = shopParams.extend({
  /** Comma-separated category ids; each includes the categories below it. */
  categorySeed: idListParam("categorySeed", 100).optional(),
  filter: z.string().max(2000).optional(),
  searchString: z.string().trim().max(100).optional(),
});

const listParams = scopeParams.extend({
  /** SPEC's five orders; "relevance" (the default with searchString) ranks by how well products match. */
  sort: z.enum([...sortKeys, "relevance"]).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

const suggestParams = shopParams.extend({ searchString: z.string().trim().max(100) });

const stockLabel = { "sv-SE": "I lager", "en-GB": "In stock" } as const;

async function resolveScope(commerce: Commerce, query: z.infer<typeof scopeParams>) {
  const currency = await resolveCurrencyParam(commerce, query.currencyId);
  let categoryIds: number[] | undefined;
  if (query.categorySeed) {
    const tree = await commerce.catalogue.getCategoryTree(query.cultureCode);
    categoryIds = query.categorySeed.flatMap((id) => {
      const node = findCategory(tree, id);
      if (!node)
        throw new DomainError("invalid", problem("unknown_category", { id }), [
          onField("categorySeed", problem("category_not_found", { id })),
        ]);
      return collectCategoryIds(node);
    });
  }
  return {
    currency,
    selected: parseFilterText(query.filter),
    scope: {
      locale: query.cultureCode,
      ...listingPriceScope(currency),
      categoryIds,
      searchString: query.searchString || undefined,
    },
  };
}

function toApiFilters(facets: ListingFacets, locale: keyof typeof stockLabel) {
  return [
    {
      Name: "parf",
      Type: "parametric",
      Items: facets.parametrics.map((item) => ({
        Id: item.id,
        Name: item.name,
        Count: item.count,
        ParametricId: item.parametricId,
        ParametricCode: item.parametricCode,
        ParametricName: item.parametricName,
        ValueId: item.valueId,
        Type: item.type,
        SortOrder: item.sortOrder,
        InStock: item.inStock,
        Swatch: item.swatch,
        Selected: item.selected,
      })),
    },
    {
      Name: "catf",
      Type: "category",
      Items: facets.categories.map((item) => ({
        Id: item.id,
        Name: item.name,
        Count: item.count,
        Selected: item.selected,
      })),
    },
    {
      Name: "prcf",
      Type: "price",
      Items: facets.price
        ? [
            {
              Id: "price",
              FromIncVat: facets.price.fromIncVat,
              ToIncVat: facets.price.toIncVat,
              SelectedFromIncVat: facets.price.selected?.min ?? null,
              SelectedToIncVat: facets.price.selected?.max ?? null,
            },
          ]
        : [],
    },
    {
      Name: "mfrf",
      Type: "manufacturer",
      Items: facets.brands.map((item) => ({
        Id: item.id,
        Name: item.name,
        Count: item.count,
        Selected: item.selected,
      })),
    },
    {
      Name: "ohf",
      Type: "onhand",
      Items: [{ Id: "true", Name: stockLabel[locale], Count: facets.stock.count, Selected: facets.stock.selected }],
    },
    {
      Name: "flgf",
      Type: "flag",
      Items: facets.flags.map((item) => ({ Id: item.id, Name: item.name, Count: item.count, Selected: item.selected })),
    },
  ];
}

/** /api/search-and-filter/product/*: the listing and its filter groups (SPEC §7). */
export function createSearchAndFilterApi(commerce: Commerce) {
  return (
    new Hono()
      .get("/product/list-product", async (c) => {
        const query = readQuery(c, listParams);
        const { currency, selected, scope } = await resolveScope(commerce, query);
        const { items, itemCount } = await commerce.search.listProducts(
          { ...scope, ...(query.sort ? { sort: query.sort } : {}), pageNo: query.pageNo, pageSize: query.pageSize },
          selected,
        );
        return c.json({ Items: items.map((card) => toApiProductItem(card, currency)), ItemCount: itemCount });
      })
      // What the search box suggests while typing (issue 19): a few products, categories and brands, or a correction.
      .get("/product/suggest", async (c) => {
        const query = readQuery(c, suggestParams);
        const currency = await resolveCurrencyParam(commerce, query.currencyId);
        const suggestions = await commerce.search.suggest({
          locale: query.cultureCode,
          ...listingPriceScope(currency),
          searchString: query.searchString,
        });
        return c.json({
          Products: suggestions.products.map((card) => toApiProductItem(card, currency)),
          ItemCount: suggestions.itemCount,
          Categories: suggestions.categories.map((category) => ({
            Id: category.id,
            Name: category.name,
            Path: category.path.join("/"),
          })),
          Brands: suggestions.brands.map((brand) => ({ Id: brand.id, Name: brand.name })),
          DidYouMean: suggestions.correction ?? null,
        });
      })
      .get("/product/list-product-filters", async (c) => {
        const query = readQuery(c, scopeParams);
        const { selected, scope } = await resolveScope(commerce, query);
        return c.json(toApiFilters(await commerce.search.listProductFilters(scope, selected), query.cultureCode));
      })
  );
}
