/** What /api/search-and-filter/product/suggest answers (SPEC §3 field names). */
interface SuggestAnswer {
  Products: { Id: number; Name: string; UniqueName: string; ImageKey: string | null; PriceIncVat: number }[];
  Categories: { Id: number; Name: string; Path: string }[];
  Brands: { Id: number; Name: string }[];
  DidYouMean: string | null;
}

export type SuggestionGroup = "products" | "categories" | "brands" | "correction";

/** One choice in the search box's list: where it leads (a path in no locale yet) and what it shows. */
export interface SuggestionOption {
  key: string;
  group: SuggestionGroup;
  label: string;
  path: string;
  imageKey?: string | null;
  /** Whole currency units, as the API gives them. */
  priceIncVat?: number;
}

const searchPath = (words: string) => `/search?${new URLSearchParams({ q: words })}`;

/** The suggestions for a search being typed, in the order the list shows them; [] when the answer is not one. */
export async function fetchSuggestions(
  params: { locale: string; currencyId: number; words: string },
  signal: AbortSignal,
): Promise<SuggestionOption[]> {
  const query = new URLSearchParams({
    cultureCode: params.locale,
    currencyId: String(params.currencyId),
    searchString: params.words,
  });
  const response = await fetch(`/api/search-and-filter/product/suggest?${query}`, { signal });
  if (!response.ok) return [];
  const answer = (await response.json()) as SuggestAnswer;
  return [
    ...answer.Products.map((product) => ({
      key: `product-${product.Id}`,
      group: "products" as const,
      label: product.Name,
      path: `/product/${product.UniqueName}`,
      imageKey: product.ImageKey,
      priceIncVat: product.PriceIncVat,
    })),
    ...answer.Categories.map((category) => ({
      key: `category-${category.Id}`,
      group: "categories" as const,
      label: category.Name,
      path: `/category/${category.Path}`,
    })),
    // A brand has no page of its own: searching its name shows its products first.
    ...answer.Brands.map((brand) => ({
      key: `brand-${brand.Id}`,
      group: "brands" as const,
      label: brand.Name,
      path: searchPath(brand.Name),
    })),
    ...(answer.DidYouMean
      ? [
          {
            key: "correction",
            group: "correction" as const,
            label: answer.DidYouMean,
            path: searchPath(answer.DidYouMean),
          },
        ]
      : []),
  ];
}
