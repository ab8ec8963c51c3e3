import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { demoOwner } from "#commerce/db/seed/demo-staff.ts";
import { hashPassword } from "#commerce/modules/accounts/index.ts";
import { listMailTo, queueTemplateMail } from "#commerce/modules/mail/index.ts";
import { products } from "#commerce/modules/catalogue/schema.ts";
import { staffMembers } from "#commerce/modules/staff/schema.ts";
import { stores } from "#commerce/modules/stores/schema.ts";
import { totpCode, totpStepAt } from "#commerce/modules/staff/totp.ts";
import { signUpCustomer } from "#tests/fixtures/customer-records.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { placePaidOrder } from "#tests/fixtures/paid-orders.ts";
import { signInStaff } from "#tests/fixtures/staff-sign-in.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";
import {
  type Attack,
  badFormBody,
  createFuzzRunner,
  encode,
  fuzzRunsPerRoute,
  fuzzSeed,
  hugeInteger,
  notAWholeNumberText,
  protoKeys,
} from "./fuzz-inputs-kit.ts";
import { type PageField, type PageForm, readPostForms } from "./fuzz-inputs-forms.ts";

/**
 * The back office's share of the attack suite (server/fuzz-inputs.test.ts has the storefront's and
 * the API's): every route module under routes/admin/ with an action, found in React Router's route
 * table, is sent malformed input over real HTTP while an owner is signed in (a sign-in step as the
 * visitor it is for). Its forms are the ones the back office's pages render (read from their HTML),
 * so a new route or form is fuzzed without being listed here. Every answer must be a refusal with a message, never a 500, and no table may
 * change (rate-limit counters excepted).
 */
const shop = withDemoShop();
const server = withStorefrontServer(shop);
const fuzz = createFuzzRunner(() => shop.database.db, server);
/**
 * Who reads the pages and posts: the owner; a member halfway through signing in (their second
 * factor still to give), whom only the two-factor step shows a form; and a visitor signed out.
 */
const visitors = { owner: "", halfway: "" };
/** Links the back office mails out (an invite, a password reset), each a page with its token. */
const mailedLinks: string[] = [];

/**
 * Existing subjects, by the name a route's path gives its parameter, in each state whose page shows
 * other forms (a paid and an accepted order, an active and a deactivated customer): a route naming
 * another parameter fails below. The first of each is the one attacks name.
 */
const pathSamples: Record<string, string[]> = {};
const firstSamples = () => Object.fromEntries(Object.entries(pathSamples).map(([name, values]) => [name, values[0]!]));

/** The route's path filled with each combination of sample subjects. */
function samplePaths(template: string): string[] {
  let paths = [template];
  for (const [, name] of template.matchAll(/:(\w+)/g)) {
    const values = pathSamples[name!];
    if (!values) throw new Error(`no sample value for the path parameter :${name}: add one to pathSamples`);
    paths = paths.flatMap((path) => values.map((value) => path.replace(`:${name}`, encode(value))));
  }
  return paths;
}

/**
 * Fields no value of which is wrong, so changing one is a valid post, not an attack: a checkbox is
 * on or off whatever it sends, returnTo falls back to a safe path (server/staff-edge.test.ts
 * judges it), and username is only there for password managers (no action reads it).
 */
const isFreeChoice = (field: PageField) =>
  field.kind === "checkbox" || field.name === "returnTo" || field.name === "username";

/**
 * Valid values for fields a page leaves empty, so that the one malformed field is what a post gets
 * refused for. Never enough for a post to succeed: each attack malforms one of the form's fields.
 */
const sampleValues: Record<string, string> = {
  email: "fuzz-invitee@butik.test",
  name: "Fuzz Invitee",
  body: "A note from the fuzz suite",
  trackingNumber: "JJ00012345",
  currentPassword: demoOwner.password,
  newPassword: "a long enough password 2",
  password: "a long enough password 2",
};
const valueOf = (field: PageField) => field.value || (sampleValues[field.name] ?? "");

interface AdminAction {
  /** The route's id in app/routes.ts. */
  id: string;
  /** Its URL path, `:name` for a parameter. */
  path: string;
  /**
   * Who posts: the first visitor its page shows (the owner; for the two-factor step the member
   * halfway; for the other sign-in pages, which send a signed-in member on, nobody signed in).
   */
  cookie: string;
  /**
   * Its page sends every visitor on: after the action its loader redirects, so a refusal is a
   * redirect within the back office.
   */
  sendsOn: boolean;
  /** The forms the back office's pages post to it. */
  forms: PageForm[];
}

function adminRoutes(build: ServerBuild) {
  const pathOf = (id: string) => {
    const segments: string[] = [];
    for (let route = build.routes[id]; route; route = route.parentId ? build.routes[route.parentId] : undefined)
      if (route.path) segments.unshift(route.path);
    return `/${segments.join("/")}`;
  };
  return Object.values(build.routes)
    .filter((route) => route !== undefined && route.id.startsWith("routes/admin/"))
    .map((route) => ({
      id: route!.id,
      path: route!.index ? `${pathOf(route!.id)}/` : pathOf(route!.id),
      hasAction: Boolean(route!.module.action),
      hasPage: Boolean(route!.module.default),
    }));
}

const fillPath = (template: string, values: Record<string, string>) =>
  template.replace(/:(\w+)/g, (_, name: string) => encode(values[name]));
const pathPattern = (template: string) =>
  new RegExp(`^${template.replace(/\/$/, "").replace(/:\w+/g, "[^/]+").replace(/\./g, "\\.")}/?$`);

/** What a page answers the first visitor it does not send on. */
async function readPage(path: string) {
  for (const cookie of [visitors.owner, visitors.halfway, ""]) {
    const answer = await fetch(server.url(path), { headers: { cookie }, redirect: "manual" });
    if (answer.status === 200) return { cookie, html: await answer.text() };
  }
  return undefined;
}

/** Reads every back-office page and groups the forms it renders by the route they post to. */
async function discoverAdminActions(build: ServerBuild): Promise<AdminAction[]> {
  const routes = adminRoutes(build);
  const pages = new Map<string, { path: string; cookie: string; html: string }[]>();
  for (const page of routes.filter((route) => route.hasPage && !route.path.includes("*"))) {
    const read: { path: string; cookie: string; html: string }[] = [];
    const mailed = mailedLinks.filter((link) => pathPattern(page.path).test(new URL(link, server.origin).pathname));
    for (const path of [...samplePaths(page.path), ...mailed]) {
      const answer = await readPage(path);
      if (answer) read.push({ path, ...answer });
    }
    pages.set(page.id, read);
  }
  const actions = routes
    .filter((route) => route.hasAction)
    .map((route) => ({
      id: route.id,
      path: route.path,
      cookie: pages.get(route.id)?.[0]?.cookie ?? visitors.owner,
      sendsOn: route.hasPage && !pages.get(route.id)?.length,
      forms: [] as PageForm[],
    }));
  const seen = new Set<string>();
  for (const page of [...pages.values()].flat()) {
    for (const form of readPostForms(page.html, page.path)) {
      const target = new URL(form.action, server.origin).pathname;
      const action = actions.find((candidate) => pathPattern(candidate.path).test(target));
      if (!action) throw new Error(`${page.path} has a form posting to ${form.action}, which no admin route takes`);
      // One form of each shape: the language switch on every page is one form.
      const key = JSON.stringify([
        action.id,
        form.fields.map((field) => [field.name, field.kind === "hidden" && !isFreeChoice(field) ? field.value : ""]),
      ]);
      if (seen.has(key)) continue;
      seen.add(key);
      action.forms.push(form);
    }
  }
  return actions;
}

// ---------------------------------------------------------------------------------------------
// Malformed values, by what a field is. Each gives only values its field must refuse.

/**
 * Longer than the field takes: past its maxlength, or past the longest any back-office field takes
 * (an order note's 4,000 characters), yet within the body limit so the action reads it.
 */
const oversized = (field?: PageField) =>
  (field?.maxLength === undefined
    ? fc.integer({ min: 4_001, max: 30_000 })
    : fc.integer({ min: field.maxLength + 1, max: field.maxLength + 300 })
  ).map((length) => "x".repeat(length));
const flipCase = (value: string) => (value === value.toUpperCase() ? value.toLowerCase() : value.toUpperCase());

function malformedValues(field: PageField): fc.Arbitrary<string> {
  switch (field.kind) {
    case "hidden":
      return /^\d+$/.test(field.value)
        ? fc.oneof(notAWholeNumberText, hugeInteger.map(String), fc.constantFrom("0", "", ` ${field.value}x`))
        : fc.oneof(
            protoKeys,
            oversized(),
            fc.constantFrom("", `${field.value} `, flipCase(field.value), `${field.value}x`),
            fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text !== field.value),
          );
    case "choice": {
      const choices = new Set(field.choices);
      const unknown = (value: string) => !choices.has(value);
      return fc.oneof(
        protoKeys.filter(unknown),
        oversized(),
        fc
          .constantFrom("", ...(field.choices ?? []).map(flipCase), ...(field.choices ?? []).map((c) => `${c}x`))
          .filter(unknown),
      );
    }
    case "email":
      return fc.oneof(
        oversized(field).map((text) => `${text}@example.se`),
        fc.constantFrom("not-an-email", "a@", "@b.se", "a b@c.se"),
      );
    case "number":
      return fc.oneof(notAWholeNumberText, hugeInteger.map(String), oversized(field));
    default:
      return oversized(field);
  }
}

const urlencoded = "application/x-www-form-urlencoded";
const multipartBoundary = "fuzz-boundary-7f3a";

/** The form as multipart/form-data, with the named field sent as a file upload (the wrong type for any field here). */
function withFileField(fields: [string, string][], fileField: string): string {
  const parts = fields.map(([name, value]) => {
    const file = name === fileField ? `; filename="${name}.txt"\r\nContent-Type: text/plain` : "";
    return `--${multipartBoundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n${value}\r\n`;
  });
  return `${parts.join("")}--${multipartBoundary}--\r\n`;
}

/** A form as the page gives it with one field malformed: a value it must refuse, or a file instead of text. */
function oneFieldMalformed(form: PageForm) {
  const attackable = form.fields.filter((field) => !isFreeChoice(field));
  const values = () => form.fields.map((field): [string, string] => [field.name, valueOf(field)]);
  if (attackable.length === 0) return undefined;
  return fc.oneof(
    ...attackable.map((field) =>
      malformedValues(field).map((bad) => ({
        type: urlencoded,
        body: new URLSearchParams(
          values().map(([name, value]) => [name, name === field.name ? bad : value]),
        ).toString(),
        what: `field ${field.name}=${JSON.stringify(bad.slice(0, 80))}${bad.length > 80 ? `… (${bad.length} characters)` : ""}`,
      })),
    ),
    fc.constantFrom(...attackable).map((field) => ({
      type: `multipart/form-data; boundary=${multipartBoundary}`,
      body: withFileField(values(), field.name),
      what: `field ${field.name} sent as a file`,
    })),
  );
}

/** For an action no page shows a form of: fields it may read, each with a value no field takes. */
const junkForm = fc
  .dictionary(
    fc.oneof(
      fc.constantFrom("intent", "email", "password", "code", "token", "locale", "name", "role", "staffId"),
      protoKeys,
      fc.string({ minLength: 1, maxLength: 8 }),
    ),
    fc.oneof(oversized(), protoKeys, notAWholeNumberText, fc.constantFrom("", "not-an-email")),
    { minKeys: 1, maxKeys: 4 },
  )
  .map((fields) => ({ body: new URLSearchParams(fields), what: `fields ${JSON.stringify(fields).slice(0, 200)}` }));

const malformedPathValue = fc.oneof(
  notAWholeNumberText,
  hugeInteger.map(String),
  fc.constantFrom("0", "not-a-uuid", "00000000-0000-0000-0000-00000000000g", "-".repeat(36)),
);

function attacksOn(action: AdminAction): fc.Arbitrary<Attack> {
  const post = (path: string, type: string, body: string, what: string): Attack => ({
    method: "POST",
    path,
    headers: { cookie: action.cookie, "content-type": type },
    body,
    what,
  });
  const path = fillPath(action.path, firstSamples());
  const attacks: fc.Arbitrary<Attack>[] = [
    badFormBody.map((body) =>
      post(path, body.type, body.text, `${body.type} body ${JSON.stringify(body.text.slice(0, 80))}`),
    ),
  ];
  for (const form of action.forms) {
    const formPath = new URL(form.action, server.origin);
    const malformed = oneFieldMalformed(form);
    if (malformed)
      attacks.push(
        malformed.map(({ type, body, what }) => post(`${formPath.pathname}${formPath.search}`, type, body, what)),
      );
  }
  if (action.forms.length === 0)
    attacks.push(junkForm.map(({ body, what }) => post(path, urlencoded, body.toString(), what)));
  const names = [...action.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  if (names.length) {
    const firstForm = new URLSearchParams(action.forms[0]?.fields.map((field) => [field.name, valueOf(field)]));
    attacks.push(
      fc
        .tuple(fc.constantFrom(...names), malformedPathValue)
        .map(([name, bad]) =>
          post(
            fillPath(action.path, { ...firstSamples(), [name]: bad }),
            urlencoded,
            firstForm.toString(),
            `path ${name}=${JSON.stringify(bad)}`,
          ),
        ),
    );
  }
  return fc.oneof(...attacks);
}

/** The origin the back office's mailed links start with (the server's PUBLIC_URL in production). */
const publicOrigin = "https://shop.example";

/** Signs in a member who has two-factor sign-in set up, stopping before the code: their session waits for it. */
async function signInHalfway(): Promise<string> {
  const email = "fuzz-two-factor@butik.test";
  const password = "two-factor-password-1";
  const [member] = await shop.database.db
    .insert(staffMembers)
    .values({ email, name: "Fuzz Two-Factor", role: "manager", passwordHash: await hashPassword(password) })
    .returning({ id: staffMembers.id, email: staffMembers.email, role: staffMembers.role });
  const { secret } = await shop.commerce.staff.beginTwoFactorSetup(member!, "Butik");
  await shop.commerce.staff.confirmTwoFactor(member!, totpCode(secret, totpStepAt(new Date())));
  return signInStaff(server, email, password);
}

beforeAll(async () => {
  visitors.owner = await signInStaff(server, demoOwner.email, demoOwner.password);
  visitors.halfway = await signInHalfway();
  // The subjects the back office acts on, in the states that show each of their forms.
  const [ownerRow] = await shop.database.db
    .select({ id: staffMembers.id, email: staffMembers.email, role: staffMembers.role })
    .from(staffMembers)
    .where(eq(staffMembers.email, demoOwner.email));
  const actor = ownerRow!;
  const paid = await placePaidOrder(shop);
  const accepted = await placePaidOrder(shop);
  await shop.commerce.orderActions.accept(actor, accepted.orderId);
  pathSamples.orderId = [paid.orderId, accepted.orderId];
  const active = await signUpCustomer(shop);
  const deactivated = await signUpCustomer(shop);
  await shop.commerce.staffCustomers.deactivateCustomer(actor, deactivated.customerId);
  pathSamples.customerId = [String(active.customerId), String(deactivated.customerId)];
  const mail = await queueTemplateMail(shop.database.db, {
    template: "password_reset",
    locale: "en-GB",
    recipient: "fuzz@example.se",
    data: { resetUrl: "https://shop.example/login/reset?token=fuzz" },
  });
  pathSamples.mailId = [String(mail.id)];
  // A product and a store of the demo shop: their editors, stock and exceptions.
  const [product] = await shop.database.db.select({ id: products.id }).from(products).orderBy(products.id).limit(1);
  pathSamples.productId = [String(product!.id)];
  const [store] = await shop.database.db.select({ id: stores.id }).from(stores).orderBy(stores.id).limit(1);
  pathSamples.storeId = [String(store!.id)];
  // A published story (its editor offers unpublish) and a new one (publish), and their previews.
  const [published] = (await shop.commerce.staffContent.listStories(actor, { search: "om-oss" })).stories;
  const created = await shop.commerce.staffContent.createStory(actor, {
    locale: "sv-SE",
    name: "Fuzz",
    fullSlug: "fuzz",
  });
  pathSamples.storyId = [String(published!.id), String(created.storyId)];
  // The staff page's rows: an active member, a deactivated one, and one invited who has not answered.
  const [support, former] = await shop.database.db
    .insert(staffMembers)
    .values(
      ["support", "former"].map((name) => ({
        email: `fuzz-${name}@butik.test`,
        name: `Fuzz ${name}`,
        role: "support" as const,
        passwordHash: "unusable",
        locale: "en-GB" as const,
      })),
    )
    .returning({ id: staffMembers.id });
  expect(support).toBeDefined();
  await shop.commerce.staff.deactivateMember(actor, former!.id);
  await shop.commerce.staff.inviteMember(
    actor,
    { email: "fuzz-invited@butik.test", name: "Fuzz Invited", role: "editor", locale: "en-GB" },
    `${publicOrigin}/admin/invite`,
  );
  await shop.commerce.staff.requestPasswordReset({
    email: "fuzz-support@butik.test",
    clientAddress: "192.0.2.90",
    resetUrl: `${publicOrigin}/admin/password-reset/new`,
  }).delivered;
  for (const recipient of ["fuzz-invited@butik.test", "fuzz-support@butik.test"])
    for (const sent of await listMailTo(shop.database.db, recipient))
      for (const [, href] of (sent.htmlBody ?? "").matchAll(/href="([^"]+)"/g))
        if (href!.startsWith(`${publicOrigin}/admin/`))
          mailedLinks.push(href!.slice(publicOrigin.length).replaceAll("&amp;", "&"));
  expect(mailedLinks).toHaveLength(2);
});

/** A refusal: a 4xx, or a visitor signed out sent to the sign-in page. */
const refusedWith = (status: number, location: string | null) =>
  (status >= 400 && status < 500) || (status === 302 && location?.startsWith("/admin/login") === true);

const sentOnOrRefused = (status: number, location: string | null) =>
  refusedWith(status, location) || (status === 302 && location?.startsWith("/admin/") === true);

describe(`every back-office action refuses malformed input (FUZZ_SEED=${fuzzSeed}, ${fuzzRunsPerRoute} requests an action)`, () => {
  it("finds each action's forms on the back office's pages, and no post to any changes a row", async () => {
    const actions = await discoverAdminActions(server.storefront.build);
    // The pages are read, not listed here: every intent of the order, customer and staff pages was found.
    const intentsOf = (id: string) =>
      actions
        .find((action) => action.id === id)!
        .forms.flatMap((form) => form.fields.filter((field) => field.name === "intent"))
        .flatMap((field) => field.choices ?? [field.value]);
    const signInSteps = ["login", "two-factor", "invite", "password-reset", "password-reset-new"];
    for (const step of signInSteps)
      expect(actions.find((action) => action.id === `routes/admin/${step}`)?.forms, step).not.toEqual([]);
    expect(intentsOf("routes/admin/orders/detail")).toEqual(
      expect.arrayContaining(["accept", "complete", "decline", "remove", "refund", "note", "resend_confirmation"]),
    );
    expect(intentsOf("routes/admin/customers/detail")).toEqual(
      expect.arrayContaining(["deactivate", "activate", "erase"]),
    );
    expect(intentsOf("routes/admin/staff/staff")).toEqual(
      expect.arrayContaining(["invite", "role", "deactivate", "reactivate", "resend"]),
    );
    for (const action of actions)
      await fuzz(action.id, attacksOn(action), { refusedWith: action.sendsOn ? sentOnOrRefused : refusedWith });
  }, 600_000);
});
