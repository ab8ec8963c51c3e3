import { index, layout, prefix, route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Every shop page, registered once per locale: sv-SE at the root, en-GB under /en-GB (SPEC §2). */
function shopPages(locale: "sv" | "en"): RouteConfigEntry[] {
  const id = (name: string) => `${name}-${locale}`;
  return [
    layout("routes/layouts/default-layout.tsx", { id: id("default-layout") }, [
      index("routes/home.tsx", { id: id("home") }),
      route("category/*", "routes/category.tsx", { id: id("category") }),
      route("product/:uniqueName", "routes/product.tsx", { id: id("product") }),
      route("search", "routes/search.tsx", { id: id("search") }),
      route("*", "routes/content-page.tsx", { id: id("content-page") }),
    ]),
  ];
}

export default [
  route("preferences/locale", "routes/preferences/locale.ts"),
  route("preferences/currency", "routes/preferences/currency.ts"),
  ...shopPages("sv"),
  ...prefix("en-GB", shopPages("en")),
];
