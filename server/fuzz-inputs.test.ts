import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "#api/app.ts";
import { demoCustomer } from "#commerce/db/seed/demo-shop.ts";
import { stockedVariants } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";
import {
  type Attack,
  badFormBody,
  createFuzzRunner,
  encode,
  fuzzRunsPerRoute,
  fuzzSeed,
  hugeInteger,
  longText,
  notAWholeNumberText,
  protoKeys,
  withNul,
} from "./fuzz-inputs-kit.ts";

/**
 * Our own attack suite: malformed values for every parameter of every /api route and every form
 * action, sent over real HTTP to the whole app (React Router's actions included). Every answer must
 * be a 4xx with a message, and the database must not change. Seeded and bounded: FUZZ_SEED and
 * FUZZ_RUNS override the defaults; a failure names the seed and the request that broke.
 */

const shop = withDemoShop();
const server = withStorefrontServer(shop);
const fuzz = createFuzzRunner(() => shop.database.db, server);

// ---------------------------------------------------------------------------------------------
// Malformed values, by what a parameter is. Each arbitrary gives only values its parameter must
// refuse, so a 2xx is a finding, not noise.

/** How a parameter is malformed in a query string or a form field (always text). */
const textValue = {
  culture: fc.oneof(protoKeys, withNul, fc.constantFrom("", "de-DE", "sv", "SV-SE", "en-gb "), longText(10)),
  currency: fc.oneof(notAWholeNumberText, hugeInteger.map(String), fc.constantFrom("999")),
  id: fc.oneof(notAWholeNumberText, hugeInteger.map(String), fc.constantFrom("0", "")),
  idList: fc.oneof(
    fc.constantFrom("", ",", "1,,2", "a", "-1", "1.5", "0"),
    hugeInteger.map((id) => `1,${id}`),
    fc.constant(Array.from({ length: 101 }, (_, index) => index + 1).join(",")),
  ),
  enum: fc.oneof(protoKeys, withNul, fc.constantFrom("", "TRUE", "yes")),
  text: (max: number) => fc.oneof(withNul, longText(max)),
  int: (min: number, max: number) =>
    fc.oneof(
      notAWholeNumberText,
      fc.integer({ min: max + 1 }).map(String),
      fc.integer({ max: min - 1 }).map(String),
      hugeInteger.map(String),
    ),
  email: fc.oneof(
    withNul,
    fc.constantFrom("", "not-an-email", "a@", "@b.se", "a b@c.se"),
    longText(254).map((text) => `${text}@example.se`),
  ),
  /** Never empty: an empty path segment would name another route. */
  uuid: fc.oneof(
    withNul,
    fc.constantFrom("-".repeat(36), "not-a-uuid", "00000000-0000-0000-0000-00000000000g", "%ff"),
    fc
      .string({ minLength: 1, maxLength: 40 })
      .filter((text) => !/^[0-9a-f-]{36}$/i.test(text) && text.trim() !== "" && text !== "." && text !== ".."),
  ),
} as const;

const notArray = fc.oneof(fc.constant(null), fc.boolean(), fc.double(), fc.string(), fc.object({ maxDepth: 1 }));
const notObject = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.string(),
  fc.array(fc.integer(), { maxLength: 3 }),
);
const notString = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
);
const notBoolean = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.constantFrom("true", "false", "on", ""),
  fc.object({ maxDepth: 1 }),
);
const notNumber = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom("1", "abc", ""),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
);

/** How a parameter is malformed in a JSON body (wrong types too). */
const jsonValue = {
  id: fc.oneof(notNumber, hugeInteger, fc.integer({ max: 0 }), fc.double({ noInteger: true, noNaN: true })),
  int: (min: number, max: number) =>
    fc.oneof(
      notNumber,
      fc.integer({ min: max + 1 }),
      fc.integer({ max: min - 1 }),
      fc.double({ noInteger: true, noNaN: true }),
    ),
  text: (max: number) => fc.oneof(notString, withNul, longText(max)),
  code: fc.oneof(notString, withNul, longText(50), protoKeys),
  email: fc.oneof(notString, withNul, fc.constantFrom("", "not-an-email", "a@", "a b@c.se")),
  password: fc.oneof(notString, withNul, longText(200), fc.constant("")),
  boolean: notBoolean,
  uuid: fc.oneof(notString, textValue.uuid),
  enum: fc.oneof(notString, protoKeys, withNul, fc.constant("")),
  /** An object a schema checks field by field (an address, a buyer, a payment): anything else. */
  record: fc.oneof(
    notObject,
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), protoKeys),
      fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      { maxKeys: 4 },
    ),
    withNul.map((text) => ({ firstName: text })),
  ),
  ids: fc.oneof(
    notArray,
    fc.array(fc.oneof(hugeInteger, fc.constantFrom("abc", "-1", "1.5", 0, null)), { minLength: 1, maxLength: 3 }),
    fc.constant(Array.from({ length: 201 }, (_, index) => index + 1)),
  ),
  items: fc.oneof(
    notObject,
    fc.constant([]),
    fc.array(
      fc.oneof(
        notObject,
        fc.record({ variantId: hugeInteger, quantity: fc.constant(1) }),
        fc.record({ itemId: hugeInteger, quantity: fc.constant(1) }),
      ),
      { minLength: 1, maxLength: 3 },
    ),
  ),
} as const;

/** Bodies that are not the JSON object any route takes. */
const badJsonBody = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    "not json",
    "[]",
    "null",
    "42",
    '"text"',
    '{"__proto__":{"polluted":true}}',
    `${"[".repeat(5000)}${"]".repeat(5000)}`,
  ),
  fc.string({ maxLength: 30 }).map((text) => `{${text}`),
);

// ---------------------------------------------------------------------------------------------
// The routes. A parameter lists its valid value (so only the one under attack is wrong) and how it
// is malformed. Every /api route and every route module with an action must be here: the last
// tests compare these tables with the API and with app/routes.ts.

type Arbitrary = fc.Arbitrary<unknown>;
interface Parameter {
  valid: unknown;
  malformed: Arbitrary;
}
interface ApiRoute {
  /** "METHOD /api/path" as Hono lists it. */
  route: string;
  /** The path to call when the route has parameters in it. */
  path?: string;
  query?: Record<string, Parameter>;
  /** Fields of the JSON body; absent for routes that take none. */
  body?: Record<string, Parameter>;
  /** Sent without the customer's session (routes that act on any session, like log-out). */
  anonymous?: boolean;
  /** Why a route's answers may be 2xx: it has no parameter that can be malformed. */
  noParameters?: string;
}

const culture: Parameter = { valid: "en-GB", malformed: textValue.culture };
const currency: Parameter = { valid: "0", malformed: textValue.currency };
const shopQuery = { cultureCode: culture, currencyId: currency };
/** For calls that read no prices: a currency id must still be a number, but an unknown one is not looked up. */
const cultureOnlyQuery = {
  cultureCode: culture,
  currencyId: { valid: "0", malformed: fc.oneof(notAWholeNumberText, hugeInteger.map(String)) },
};

/** Set in beforeAll: ids that exist for the session's customer. */
const known = { variantId: 0, partNo: "", itemId: 0, addressId: "", productId: 0 };
const validAddress = {
  firstName: "Fuzz",
  lastName: "Test",
  streetAddress: "Gatan 1",
  zipCode: "111 22",
  city: "Stockholm",
  country: "SE",
};
const randomUuid = "5f0c2e7e-2b7a-4a49-9d3e-3c1c8f0b2a11";
/** Filled in beforeAll (the valid values above are read when a request is built). */
const lazy = (read: () => unknown) => ({
  get valid() {
    return read();
  },
});

const apiRoutes: ApiRoute[] = [
  { route: "GET /api/get-application", noParameters: "takes no parameters" },
  { route: "GET /api/category/get-category-tree", query: { cultureCode: culture } },
  { route: "GET /api/category/get-categories", query: { cultureCode: culture } },
  {
    route: "GET /api/product/get-product-by-unique-name",
    query: { ...shopQuery, uniqueName: { valid: "women-abisko-down-jacket", malformed: textValue.text(200) } },
  },
  {
    route: "GET /api/product/get-products-by-ids",
    query: {
      ...shopQuery,
      idSeed: { valid: "1,2", malformed: textValue.idList },
      asVariants: { valid: "true", malformed: textValue.enum },
      storeSeed: { valid: "1", malformed: textValue.idList },
    },
  },
  {
    route: "GET /api/product/get-product-relations",
    query: { ...shopQuery, productId: { valid: "1", malformed: textValue.id } },
  },
  { route: "GET /api/product/get-product-types", query: { cultureCode: culture } },
  { route: "GET /api/product/get-all-parametrics", query: { cultureCode: culture } },
  {
    route: "GET /api/product/get-parametrics-information",
    query: { cultureCode: culture, parametricIds: { valid: "1", malformed: textValue.idList } },
  },
  { route: "GET /api/product/get-pricelist", query: { currencyId: currency } },
  {
    route: "POST /api/product/get-product-onhand-by-partno",
    body: {
      partNo: { ...lazy(() => known.partNo), malformed: jsonValue.text(100) },
      cultureCode: { valid: "en-GB", malformed: jsonValue.enum },
    },
  },
  ...["list-product", "list-product-filters"].map((name): ApiRoute => ({
    route: `GET /api/search-and-filter/product/${name}`,
    query: {
      ...shopQuery,
      categorySeed: { valid: "1", malformed: textValue.idList },
      filter: { valid: "ohf|true", malformed: textValue.text(2000) },
      searchString: { valid: "jacka", malformed: textValue.text(100) },
      ...(name === "list-product"
        ? {
            sort: { valid: "latest", malformed: textValue.enum },
            pageNo: { valid: "1", malformed: textValue.int(1, 10_000) },
            pageSize: { valid: "24", malformed: textValue.int(1, 100) },
          }
        : {}),
    },
  })),
  {
    route: "GET /api/search-and-filter/product/suggest",
    query: { ...shopQuery, searchString: { valid: "jacka", malformed: textValue.text(100) } },
  },
  { route: "POST /api/shopping/create-basket", query: shopQuery },
  { route: "GET /api/shopping/get-basket", query: shopQuery },
  { route: "GET /api/shopping/lookup-basket", query: shopQuery },
  {
    route: "POST /api/shopping/add-to-basket",
    query: shopQuery,
    body: {
      variantId: { ...lazy(() => known.variantId), malformed: jsonValue.id },
      quantity: { valid: 1, malformed: jsonValue.int(1, 99) },
    },
  },
  {
    route: "POST /api/shopping/add-items-to-basket",
    query: shopQuery,
    body: { items: { ...lazy(() => [{ variantId: known.variantId, quantity: 1 }]), malformed: jsonValue.items } },
  },
  {
    route: "POST /api/shopping/update-basket-item",
    query: shopQuery,
    body: {
      itemId: { ...lazy(() => known.itemId), malformed: jsonValue.id },
      quantity: { valid: 2, malformed: jsonValue.int(0, 99) },
    },
  },
  {
    route: "POST /api/shopping/update-basket-items",
    query: shopQuery,
    body: { items: { ...lazy(() => [{ itemId: known.itemId, quantity: 2 }]), malformed: jsonValue.items } },
  },
  {
    route: "POST /api/shopping/update-buyer",
    query: shopQuery,
    body: { buyer: { valid: { email: "fuzz@example.se", billingAddress: validAddress }, malformed: jsonValue.record } },
  },
  { route: "GET /api/shopping/lookup-payment-methods", query: cultureOnlyQuery },
  {
    route: "GET /api/shopping/lookup-payment-method",
    query: { ...cultureOnlyQuery, code: { valid: "card", malformed: fc.oneof(textValue.text(50), protoKeys) } },
  },
  {
    route: "POST /api/shopping/update-basket-payment-method",
    query: shopQuery,
    body: { code: { valid: "card", malformed: jsonValue.code } },
  },
  {
    route: "POST /api/shopping/update-basket-delivery-method",
    query: shopQuery,
    body: {
      code: { valid: "store-pickup", malformed: jsonValue.code },
      pickupStoreId: { valid: 1, malformed: jsonValue.id },
    },
  },
  ...["POST", "DELETE"].map((method): ApiRoute => ({
    route: `${method} /api/shopping/delete-basket-item`,
    query: shopQuery,
    body: { itemId: { ...lazy(() => known.itemId), malformed: jsonValue.id } },
  })),
  ...["POST", "DELETE"].map((method): ApiRoute => ({
    route: `${method} /api/shopping/delete-basket`,
    query: shopQuery,
  })),
  { route: "GET /api/wishlist/get-wishlist", noParameters: "takes no parameters" },
  {
    route: "POST /api/wishlist/update-wishlist",
    body: {
      ids: { ...lazy(() => [known.productId]), malformed: jsonValue.ids },
      userId: { valid: undefined, malformed: jsonValue.id },
    },
  },
  {
    route: "POST /api/wishlist/merge-wishlist",
    body: { ids: { ...lazy(() => [known.productId]), malformed: jsonValue.ids } },
  },
  { route: "POST /api/wishlist/delete-wishlist", body: { userId: { valid: undefined, malformed: jsonValue.id } } },
  { route: "GET /api/stores/get-all-stores", query: shopQuery },
  { route: "GET /api/warehouses/get-all-warehouses", noParameters: "takes no parameters" },
  {
    route: "POST /api/account/create-account",
    anonymous: true,
    body: {
      Email: { valid: "fuzz.new@example.se", malformed: jsonValue.email },
      Password: { valid: "a long enough password", malformed: jsonValue.password },
      FirstName: { valid: "Fuzz", malformed: jsonValue.text(100) },
      LastName: { valid: "Test", malformed: jsonValue.text(100) },
      AcceptDataProtection: { valid: true, malformed: fc.oneof(jsonValue.boolean, fc.constant(false)) },
      AcceptTerms: { valid: true, malformed: fc.oneof(jsonValue.boolean, fc.constant(false)) },
      Newsletter: { valid: false, malformed: jsonValue.boolean },
      CultureCode: { valid: "en-GB", malformed: jsonValue.enum },
    },
  },
  {
    route: "POST /api/account/login",
    anonymous: true,
    body: {
      Email: { valid: demoCustomer.email, malformed: jsonValue.email },
      Password: { valid: demoCustomer.password, malformed: jsonValue.password },
    },
  },
  { route: "GET /api/account/is-logged-in", noParameters: "takes no parameters" },
  {
    route: "GET /api/account/get-user-by-email",
    query: { email: { valid: demoCustomer.email, malformed: textValue.email } },
  },
  {
    route: "POST /api/account/log-out",
    anonymous: true,
    noParameters: "ends the caller's session, whatever it is sent (here: none)",
  },
  {
    route: "POST /api/account/update-account",
    body: {
      FirstName: { valid: "Astrid", malformed: jsonValue.text(100) },
      LastName: { valid: "Lindqvist", malformed: jsonValue.text(100) },
      Phone: { valid: "070-123 45 67", malformed: jsonValue.text(30) },
    },
  },
  {
    route: "POST /api/account/inactivate-user",
    anonymous: true,
    noParameters: "deactivates the caller's account (here: no session, a 401)",
  },
  {
    route: "POST /api/account/activate-user",
    anonymous: true,
    body: {
      Email: { valid: demoCustomer.email, malformed: jsonValue.email },
      Password: { valid: demoCustomer.password, malformed: jsonValue.password },
      Confirmed: { valid: true, malformed: fc.oneof(jsonValue.boolean, fc.constant(false)) },
    },
  },
  {
    route: "POST /api/account/insert-address",
    body: {
      Type: { valid: "shipping", malformed: jsonValue.enum },
      Address: { valid: validAddress, malformed: jsonValue.record },
      IsDefault: { valid: false, malformed: jsonValue.boolean },
    },
  },
  {
    route: "POST /api/account/update-address",
    body: {
      Id: { ...lazy(() => known.addressId), malformed: jsonValue.uuid },
      Type: { valid: "shipping", malformed: jsonValue.enum },
      Address: { valid: validAddress, malformed: jsonValue.record },
      IsDefault: { valid: false, malformed: jsonValue.boolean },
    },
  },
  {
    route: "POST /api/account/delete-delivery-address-user",
    body: { Id: { ...lazy(() => known.addressId), malformed: jsonValue.uuid } },
  },
  { route: "GET /api/account/get-addresses", noParameters: "takes no parameters" },
  {
    route: "POST /api/checkout/place-order",
    query: shopQuery,
    body: {
      idempotencyKey: { valid: "fuzz-key-0001", malformed: fc.oneof(jsonValue.text(100), fc.constant("short")) },
      payment: { valid: { kind: "instalments", months: 3 }, malformed: jsonValue.record },
    },
  },
  {
    route: "POST /api/checkout/confirm-payment",
    body: {
      orderId: { valid: randomUuid, malformed: jsonValue.uuid },
      approved: { valid: true, malformed: jsonValue.boolean },
    },
  },
  {
    route: "POST /api/checkout/payment-adapters/klarna/create-payment",
    query: shopQuery,
    body: {
      idempotencyKey: { valid: "fuzz-key-0002", malformed: fc.oneof(jsonValue.text(100), fc.constant("short")) },
    },
  },
  {
    route: "GET /api/checkout/payment-adapters/klarna/get-snippet",
    query: { cultureCode: culture, orderId: { valid: randomUuid, malformed: textValue.uuid } },
  },
  {
    route: "POST /api/checkout/payment-adapters/klarna/push",
    query: { orderId: { valid: randomUuid, malformed: textValue.uuid } },
  },
  { route: "GET /api/checkout/orders/get-orders", noParameters: "takes no parameters" },
  {
    route: "GET /api/checkout/orders/get-order-by-id",
    query: { cultureCode: culture, orderId: { valid: randomUuid, malformed: textValue.uuid } },
  },
  {
    route: "POST /api/checkout-adapter/api/v1/orders",
    query: shopQuery,
    body: {
      idempotencyKey: { valid: "fuzz-key-0003", malformed: fc.oneof(jsonValue.text(100), fc.constant("short")) },
    },
  },
  {
    route: "PATCH /api/checkout-adapter/api/v1/orders/:orderId/cart/items/:itemId",
    path: `/api/checkout-adapter/api/v1/orders/{orderId}/cart/items/{itemId}`,
    query: {
      orderId: { valid: randomUuid, malformed: textValue.uuid },
      itemId: { valid: "1", malformed: textValue.id },
    },
    body: { quantity: { valid: 1, malformed: jsonValue.int(0, 99) } },
  },
  {
    route: "PUT /api/checkout-adapter/api/v1/orders/:orderId",
    path: "/api/checkout-adapter/api/v1/orders/{orderId}",
    query: { orderId: { valid: randomUuid, malformed: textValue.uuid } },
    body: { buyer: { valid: { email: "fuzz@example.se", billingAddress: validAddress }, malformed: jsonValue.record } },
  },
  {
    route: "DELETE /api/checkout-service/api/v0/checkout/orders/:orderId",
    path: "/api/checkout-service/api/v0/checkout/orders/{orderId}",
    query: { orderId: { valid: randomUuid, malformed: textValue.uuid } },
  },
];

interface FormAction {
  /** The route's id in app/routes.ts, without its locale suffix. */
  id: string;
  /** Posted without the customer's session: a logged-in customer is sent on from these pages. */
  anonymous?: boolean;
  /** The page's path in sv-SE; `{name}` takes a value from `params`. */
  path: string;
  params?: Record<string, Parameter>;
  /** The forms posted to it (one per intent); a field without `malformed` is never attacked. */
  forms: Record<string, Parameter | { valid: string }>[];
  /** Why some of its fields are not fuzzed. */
  notFuzzed?: string;
  /** Tables a refused post may still change, and why. */
  mayChange?: { tables: string[]; reason: string };
}

const fixed = (valid: string) => ({ valid });
const addressFields = (prefix: string) => ({
  [`${prefix}.firstName`]: { valid: "Fuzz", malformed: textValue.text(100) },
  [`${prefix}.lastName`]: { valid: "Test", malformed: textValue.text(100) },
  [`${prefix}.streetAddress`]: { valid: "Gatan 1", malformed: textValue.text(200) },
  [`${prefix}.zipCode`]: { valid: "111 22", malformed: textValue.text(10) },
  [`${prefix}.city`]: { valid: "Stockholm", malformed: textValue.text(100) },
  [`${prefix}.country`]: { valid: "SE", malformed: fc.oneof(withNul, fc.constantFrom("", "S", "SWE")) },
});
const newPassword = {
  valid: "a long enough password",
  malformed: fc.oneof(withNul, longText(200), fc.constantFrom("", "short")),
};

const formActions: FormAction[] = [
  {
    id: "login",
    path: "/login",
    anonymous: true,
    forms: [
      {
        intent: fixed("login"),
        email: { valid: demoCustomer.email, malformed: textValue.email },
        password: { valid: demoCustomer.password, malformed: fc.oneof(withNul, longText(200), fc.constant("")) },
      },
      {
        intent: fixed("signup"),
        email: { valid: "fuzz.form@example.se", malformed: textValue.email },
        password: newPassword,
        firstName: { valid: "Fuzz", malformed: textValue.text(100) },
        lastName: { valid: "Test", malformed: textValue.text(100) },
        acceptDataProtection: { valid: "on", malformed: fc.constantFrom("", "off", "true") },
        acceptTerms: fixed("on"),
      },
      { intent: fixed("forgot"), email: { valid: demoCustomer.email, malformed: textValue.email } },
      {
        intent: fixed("activate"),
        email: { valid: demoCustomer.email, malformed: textValue.email },
        password: { valid: demoCustomer.password, malformed: fc.oneof(withNul, longText(200)) },
        confirmed: fixed("on"),
      },
    ],
  },
  {
    id: "login-reset",
    path: "/login/reset",
    anonymous: true,
    forms: [
      {
        token: { valid: "t".repeat(43), malformed: fc.oneof(withNul, fc.constantFrom("", "short"), longText(200)) },
        password: newPassword,
      },
    ],
  },
  {
    id: "newsletter",
    path: "/newsletter",
    forms: [{ locale: fixed("en-GB"), email: { valid: "fuzz.news@example.se", malformed: textValue.email } }],
  },
  {
    id: "bag",
    path: "/bag",
    forms: [
      {
        intent: { valid: "add", malformed: textValue.enum },
        variantId: { ...lazy(() => String(known.variantId)), malformed: textValue.id },
        quantity: { valid: "1", malformed: textValue.int(1, 99) },
      },
      {
        intent: fixed("update"),
        itemId: { ...lazy(() => String(known.itemId)), malformed: textValue.id },
        quantity: { valid: "2", malformed: textValue.int(0, 99) },
      },
      { intent: fixed("remove"), itemId: { valid: "0", malformed: textValue.id } },
    ],
  },
  {
    id: "checkout",
    path: "/checkout",
    mayChange: {
      tables: ["baskets"],
      reason:
        "a refused checkout keeps the valid choices (delivery, payment) on the basket, so fixing one field does not mean choosing again",
    },
    forms: [
      {
        idempotencyKey: fixed("fuzz-checkout-0001"),
        email: { valid: "fuzz@example.se", malformed: textValue.email },
        phone: { valid: "070-000 00 00", malformed: textValue.text(30) },
        ...addressFields("billingAddress"),
        sameAddress: fixed("on"),
        delivery: { valid: "home", malformed: fc.oneof(protoKeys, withNul, fc.constant("")) },
        payment: { valid: "card", malformed: fc.oneof(protoKeys, withNul, fc.constant("")) },
        cardNumber: {
          valid: "4242424242424242",
          malformed: fc.oneof(withNul, fc.constantFrom("", "1234", "4242 4242 4242 4243")),
        },
        expiry: { valid: "12/40", malformed: fc.oneof(withNul, fc.constantFrom("", "13/40", "1/1", "99/99")) },
        cvc: { valid: "123", malformed: fc.oneof(withNul, fc.constantFrom("", "1", "abcd")) },
      },
    ],
  },
  {
    id: "confirm-payment",
    path: "/checkout/confirm-payment/{orderId}",
    params: { orderId: { valid: randomUuid, malformed: textValue.uuid } },
    forms: [{ answer: { valid: "approve", malformed: textValue.enum } }],
  },
  {
    id: "account-profile",
    path: "/account/profile",
    notFuzzed: "the newsletter intent is a toggle: any value of `subscribe` is a valid choice",
    forms: [
      {
        intent: fixed("personal"),
        firstName: { valid: "Astrid", malformed: textValue.text(100) },
        lastName: { valid: "Lindqvist", malformed: textValue.text(100) },
        phone: { valid: "070-123 45 67", malformed: textValue.text(30) },
      },
      {
        intent: fixed("password"),
        currentPassword: { valid: demoCustomer.password, malformed: fc.oneof(withNul, longText(200), fc.constant("")) },
        newPassword,
      },
      { intent: fixed("deactivate"), confirmed: { valid: "on", malformed: fc.constantFrom("", "off", "true", "ON") } },
      {
        intent: fixed("delete"),
        confirmation: {
          valid: "I understand this, please delete my account",
          malformed: fc.oneof(withNul, fc.constantFrom("", "i understand this, please delete my account", "yes")),
        },
      },
      { intent: { valid: "personal", malformed: fc.oneof(protoKeys, fc.constantFrom("", "unknown")) } },
    ],
  },
  {
    id: "account-addresses",
    path: "/account/address",
    forms: [
      { intent: fixed("add"), type: fixed("shipping"), ...addressFields("address") },
      { intent: fixed("delete"), addressId: { ...lazy(() => known.addressId), malformed: textValue.uuid } },
    ],
  },
  {
    id: "account-address",
    path: "/account/address/{addressId}",
    params: { addressId: { ...lazy(() => known.addressId), malformed: textValue.uuid } },
    forms: [addressFields("address")],
  },
  {
    id: "account-payment",
    path: "/account/payment",
    forms: [{ id: { valid: randomUuid, malformed: textValue.uuid } }],
  },
  {
    id: "routes/preferences/locale",
    path: "/preferences/locale",
    forms: [{ returnTo: fixed("/"), locale: { valid: "en-GB", malformed: textValue.culture } }],
  },
  {
    id: "routes/preferences/currency",
    path: "/preferences/currency",
    forms: [
      { returnTo: fixed("/"), currencyId: { valid: "1", malformed: fc.oneof(notAWholeNumberText, fc.constant("")) } },
    ],
  },
  {
    id: "routes/account/logout",
    path: "/account/logout",
    notFuzzed: "its one field, returnTo, falls back to a safe path (server/shop-origin and app/http tests judge it)",
    forms: [{ returnTo: fixed("/") }],
  },
];

// ---------------------------------------------------------------------------------------------
// Requests.

/** A URL path segment as an attacker writes it: some malformed values go in raw (%ff, %00). */
const fill = (template: string, values: Record<string, unknown>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encode(values[name]));

/** Picks one attackable parameter of a set and gives all of them, that one malformed. */
function oneMalformed(
  parameters: Record<string, Parameter | { valid: unknown }>,
): fc.Arbitrary<{ values: Record<string, unknown>; attacked: string }> {
  const attackable = Object.entries(parameters).filter(
    (entry): entry is [string, Parameter] => "malformed" in entry[1],
  );
  return fc.oneof(
    ...attackable.map(([name, parameter]) =>
      parameter.malformed.map((bad) => ({
        values: {
          ...Object.fromEntries(Object.entries(parameters).map(([key, other]) => [key, other.valid])),
          [name]: bad,
        },
        attacked: name,
      })),
    ),
  );
}

const cookies = { customer: "" };

function apiAttacks(route: ApiRoute): fc.Arbitrary<Attack> {
  const [method, routePath] = route.route.split(" ") as [string, string];
  const template = route.path ?? routePath;
  const inPath = new Set([...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!));
  const headers = (json: boolean) => ({
    ...(route.anonymous ? {} : { cookie: cookies.customer }),
    ...(json ? { "content-type": "application/json" } : {}),
  });
  const build = (
    query: Record<string, unknown>,
    body: Record<string, unknown> | string | undefined,
    what: string,
  ): Attack => {
    const search = Object.entries(query)
      .filter(([name, value]) => !inPath.has(name) && value !== undefined)
      .map(([name, value]) => `${encode(name)}=${encode(value)}`)
      .join("&");
    return {
      method,
      path: `${fill(template, query)}${search ? `?${search}` : ""}`,
      headers: headers(body !== undefined),
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
      what,
    };
  };
  const validQuery = () =>
    Object.fromEntries(Object.entries(route.query ?? {}).map(([name, parameter]) => [name, parameter.valid]));
  const validBody = () =>
    route.body
      ? Object.fromEntries(Object.entries(route.body).map(([name, parameter]) => [name, parameter.valid]))
      : undefined;
  const attacks: fc.Arbitrary<Attack>[] = [];
  if (route.query && Object.keys(route.query).length)
    attacks.push(
      oneMalformed(route.query).map(({ values, attacked }) =>
        build(values, validBody(), `query ${attacked}=${JSON.stringify(values[attacked])}`),
      ),
    );
  if (route.body) {
    attacks.push(
      oneMalformed(route.body).map(({ values, attacked }) =>
        build(validQuery(), values, `body ${attacked}=${JSON.stringify(values[attacked])?.slice(0, 200)}`),
      ),
    );
    if (Object.values(route.body).every((parameter) => parameter.valid !== undefined))
      attacks.push(badJsonBody.map((text) => build(validQuery(), text, `body ${JSON.stringify(text.slice(0, 80))}`)));
  }
  if (route.noParameters)
    attacks.push(
      fc
        .dictionary(
          fc.string({ minLength: 1, maxLength: 8 }),
          fc.oneof(
            withNul.map((text) => text.replaceAll("\u0000", "")),
            protoKeys,
          ),
          { maxKeys: 3 },
        )
        .map((junk) => build(junk, undefined, `junk query ${JSON.stringify(junk)}`)),
    );
  return fc.oneof(...attacks);
}

function formAttacks(action: FormAction): fc.Arbitrary<Attack> {
  const post = (params: Record<string, unknown>, locale: string, type: string, text: string, what: string): Attack => ({
    method: "POST",
    path: `${locale}${fill(action.path, params)}`,
    headers: { ...(action.anonymous ? {} : { cookie: cookies.customer }), "content-type": type },
    body: text,
    what,
  });
  const validParams = () =>
    Object.fromEntries(Object.entries(action.params ?? {}).map(([name, parameter]) => [name, parameter.valid]));
  const locale = fc.constantFrom("", "/en-GB");
  const firstForm = () =>
    Object.fromEntries(Object.entries(action.forms[0]!).map(([name, field]) => [name, String(field.valid)]));
  const attacks: fc.Arbitrary<Attack>[] = [
    fc
      .tuple(locale, badFormBody)
      .map(([prefix, body]) =>
        post(
          validParams(),
          prefix,
          body.type,
          body.text,
          `${body.type} body ${JSON.stringify(body.text.slice(0, 80))}`,
        ),
      ),
  ];
  const fieldForms = action.forms.filter((form) => Object.values(form).some((field) => "malformed" in field));
  if (fieldForms.length) {
    attacks.push(
      fc
        .tuple(locale, fc.oneof(...fieldForms.map((form) => oneMalformed(form))))
        .map(([prefix, { values, attacked }]) =>
          post(
            validParams(),
            prefix,
            "application/x-www-form-urlencoded",
            new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)])).toString(),
            `field ${attacked}=${JSON.stringify(values[attacked])}`,
          ),
        ),
    );
  }
  if (action.params)
    attacks.push(
      fc
        .tuple(locale, oneMalformed(action.params))
        .map(([prefix, { values, attacked }]) =>
          post(
            values,
            prefix,
            "application/x-www-form-urlencoded",
            new URLSearchParams(firstForm()).toString(),
            `path ${attacked}=${JSON.stringify(values[attacked])}`,
          ),
        ),
    );
  return fc.oneof(...attacks);
}

beforeAll(async () => {
  const login = await shop.commerce.accounts.logIn({
    email: demoCustomer.email,
    password: demoCustomer.password,
    clientAddress: "192.0.2.200",
  });
  if (!login.ok) throw new Error("demo login failed");
  const [variant] = await stockedVariants(shop, 5, 1);
  Object.assign(known, { variantId: variant!.variantId, partNo: variant!.partNo, productId: variant!.productId });
  cookies.customer = `butik_session=${login.sessionToken}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(server.url(path), {
      method,
      headers: { origin: server.origin, cookie: cookies.customer, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const basketCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith("butik_basket="));
    if (basketCookie) cookies.customer = `butik_session=${login.sessionToken}; ${basketCookie.split(";")[0]}`;
    return response.json();
  };
  known.itemId = (
    await call("POST", "/api/shopping/add-to-basket", { variantId: known.variantId, quantity: 1 })
  ).Items[0].Id;
  known.addressId = (await call("POST", "/api/account/insert-address", { Type: "shipping", Address: validAddress })).id;
  await call("POST", "/api/wishlist/update-wishlist", { ids: [known.productId] });
});

afterAll(() => {
  if (server.loggedErrors.length)
    console.warn(`errors the server logged (FUZZ_SEED=${fuzzSeed}):\n${server.loggedErrors.join("\n")}`);
});

describe(`every /api route refuses malformed input (FUZZ_SEED=${fuzzSeed}, ${fuzzRunsPerRoute} requests a route)`, () => {
  it.each(apiRoutes.map((route) => [route.route, route] as const))("%s", async (_, route) => {
    await fuzz(route.route, apiAttacks(route), {
      api: true,
      ...(route.noParameters ? { refusedWith: (status: number) => status < 500 } : {}),
    });
  });
});

describe(`every form action refuses malformed input (FUZZ_SEED=${fuzzSeed}, ${fuzzRunsPerRoute} requests an action)`, () => {
  it.each(formActions.map((action) => [action.id, action] as const))("%s", async (_, action) => {
    await fuzz(action.id, formAttacks(action), { mayChange: action.mayChange?.tables ?? [] });
  });
});

describe("the fuzz tables cover every route", () => {
  it("lists every /api route", () => {
    const served = createApi(
      shop.commerce,
      () => undefined,
      () => "https://shop.example",
    )
      .routes.filter((route) => route.path !== "/*" && route.path !== "*")
      .map((route) => `${route.method} /api${route.path}`);
    expect(new Set(apiRoutes.map((route) => route.route))).toEqual(new Set(served));
  });

  // The back office's actions (routes/admin/…) sit behind a staff session: fuzz-inputs-admin.test.ts
  // finds and fuzzes them from the route table and the back office's own pages.
  it("lists every storefront route module with an action (app/routes.ts)", () => {
    const withAction = Object.values(server.storefront.build.routes)
      .filter((route) => route && !route.id.startsWith("routes/admin/"))
      .filter((route) => route && "action" in route.module && route.module.action)
      .map((route) => route!.id.replace(/-(sv|en)$/, ""));
    expect(new Set(formActions.map((action) => action.id))).toEqual(new Set(withAction));
  });
});
