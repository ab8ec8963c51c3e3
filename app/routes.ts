import { index, layout, prefix, route, type RouteConfigEntry } from "@react-router/dev/routes";
import { adminRoutes } from "./routes/admin/routes.ts";

/** Every shop page, registered once per locale: sv-SE at the root, en-GB under /en-GB (SPEC §2). */
function shopPages(locale: "sv" | "en"): RouteConfigEntry[] {
  const id = (name: string) => `${name}-${locale}`;
  return [
    layout("routes/layouts/default-layout.tsx", { id: id("default-layout") }, [
      index("routes/content-page.tsx", { id: id("home") }),
      route("category/*", "routes/category.tsx", { id: id("category") }),
      route("product/:uniqueName", "routes/product.tsx", { id: id("product") }),
      route("search", "routes/search.tsx", { id: id("search") }),
      route("login", "routes/login.tsx", { id: id("login") }),
      route("login/reset", "routes/login-reset.tsx", { id: id("login-reset") }),
      route("newsletter", "routes/newsletter.ts", { id: id("newsletter") }),
      route("bag", "routes/bag.tsx", { id: id("bag") }),
      route("wishlist", "routes/wishlist.tsx", { id: id("wishlist") }),
      route("wishlist/products", "routes/wishlist-products.ts", { id: id("wishlist-products") }),
      route("find-store", "routes/find-store.tsx", { id: id("find-store") }),
      route("checkout", "routes/checkout/checkout.tsx", { id: id("checkout") }),
      route("checkout/confirm-payment/:orderId", "routes/checkout/confirm-payment.tsx", { id: id("confirm-payment") }),
      route("checkout/confirmation/:orderId", "routes/checkout/confirmation.tsx", { id: id("confirmation") }),
      route("*", "routes/content-page.tsx", { id: id("content-page") }),
    ]),
    layout("routes/layouts/account-layout.tsx", { id: id("account-layout") }, [
      route("account", "routes/account/overview.tsx", { id: id("account") }),
      route("account/profile", "routes/account/profile.tsx", { id: id("account-profile") }),
      route("account/order", "routes/account/orders.tsx", { id: id("account-orders") }),
      route("account/order/:orderId", "routes/account/order.tsx", { id: id("account-order") }),
      route("account/address", "routes/account/addresses.tsx", { id: id("account-addresses") }),
      route("account/payment", "routes/account/payment.tsx", { id: id("account-payment") }),
      route("account/address/:addressId", "routes/account/address.tsx", { id: id("account-address") }),
    ]),
  ];
}

export default [
  ...adminRoutes(),
  route("preferences/locale", "routes/preferences/locale.ts"),
  route("preferences/currency", "routes/preferences/currency.ts"),
  route("account/logout", "routes/account/logout.ts"),
  route("shopper-status", "routes/shopper-status.ts"),
  ...shopPages("sv"),
  ...prefix("en-GB", shopPages("en")),
];
