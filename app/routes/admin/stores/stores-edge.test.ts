import { beforeAll, describe, expect, it } from "vitest";
import type { StaffActor, StaffRole } from "#commerce/modules/access/index.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { fetchAsStaff, managerInSwedish, signInNewStaff } from "#tests/fixtures/staff-sign-in.ts";
import { staffRoles } from "#tests/fixtures/staff-actors.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);
const cookies = {} as Record<StaffRole, string>;
let owner: StaffActor;

beforeAll(async () => {
  const signedIn = await signInNewStaff(shop, server, staffRoles, {
    emailDomain: "stores-edge.test",
    password: "staff-password-1",
    localeOf: managerInSwedish,
  });
  for (const role of staffRoles) cookies[role] = signedIn[role].cookie;
  owner = signedIn.owner;
});

const as = fetchAsStaff(server, (role) => cookies[role]);

/** A form posted as a browser without JavaScript would post it. */
const post = (role: StaffRole, path: string, fields: Record<string, string>) =>
  as(role, path, { method: "POST", body: new URLSearchParams(fields) });

/** The page's HTML with React's text separators taken out, so sentences read whole. */
const htmlOf = async (answer: Response) => (await answer.text()).replaceAll("<!-- -->", "");

/** A whole store form as the editor's fields name it. */
const storeFields = (code: string, overrides: Record<string, string> = {}) => ({
  intent: "create",
  code,
  "texts.sv-SE.name": `Butik ${code}`,
  "texts.sv-SE.description": "Vid stationen.",
  "texts.en-GB.name": `Butik ${code}`,
  "texts.en-GB.description": "By the station.",
  streetAddress: "Stationsgatan 2",
  zipCode: "753 20",
  city: "Uppsala",
  country: "SE",
  latitude: "59.8586",
  longitude: "17.6389",
  phone: "018-12 34 56",
  fax: "",
  email: "uppsala@butik.se",
  sortOrder: "90",
  "hours.weekdays.opens": "10:00",
  "hours.weekdays.closes": "19:00",
  "hours.saturday.opens": "10:00",
  "hours.saturday.closes": "16:00",
  "hours.sunday.opens": "",
  "hours.sunday.closes": "",
  ...overrides,
});

const findStore = async (code: string) =>
  (await shop.commerce.staffStores.listStores(owner, "en-GB")).find((store) => store.code === code);

describe("who may open the store pages", () => {
  it("shows the list to a manager in Swedish and an owner in English, with the menu entry", async () => {
    const swedish = await htmlOf(await as("manager", "/admin/stores"));
    expect(swedish).toContain(">Butiker</h1>");
    expect(swedish).toContain('href="/admin/stores"');
    expect(swedish).toContain("Butik Stockholm Drottninggatan");
    expect(swedish).toMatch(/Öppen nu|Stängd/);
    const english = await htmlOf(await as("owner", "/admin/stores"));
    expect(english).toContain(">Stores</h1>");
    expect(english).toContain('href="/admin/stores/new"');
  });

  it("refuses support and editors with 403 on every page and post, and leaves the menu entry out", async () => {
    const [first] = await shop.commerce.staffStores.listStores(owner, "en-GB");
    for (const role of ["support", "editor"] as const) {
      for (const path of ["/admin/stores", "/admin/stores/new", `/admin/stores/${first!.id}`])
        expect((await as(role, path)).status, `${role} ${path}`).toBe(403);
      expect((await post(role, "/admin/stores/new", storeFields(`X-${role}`))).status).toBe(403);
      expect(await findStore(`X-${role.toUpperCase()}`)).toBeUndefined();
      expect(await htmlOf(await as(role, "/admin"))).not.toContain('href="/admin/stores"');
    }
  });

  it("answers 404 for a store that is not there", async () => {
    expect((await as("owner", "/admin/stores/999999")).status).toBe(404);
    expect((await as("owner", "/admin/stores/abc")).status).toBe(404);
  });
});

describe("editing stores through the pages", () => {
  it("adds a store, opens it in the editor, and refuses bad input with 400 and the field's error", async () => {
    const bad = await post("manager", "/admin/stores/new", storeFields("UPP-1", { latitude: "123", email: "x" }));
    expect(bad.status).toBe(400);
    const badHtml = await htmlOf(bad);
    expect(badHtml).toContain("Värdet är inte en giltig e-postadress");
    expect(badHtml).toContain('value="123"');
    expect(await findStore("UPP-1")).toBeUndefined();

    const created = await post("manager", "/admin/stores/new", storeFields("UPP-1"));
    expect(created.status).toBe(302);
    const store = (await findStore("UPP-1"))!;
    expect(created.headers.get("location")).toBe(`/admin/stores/${store.id}?done=created`);
    const editor = await htmlOf(await as("manager", `/admin/stores/${store.id}?done=created`));
    expect(editor).toContain("Butiken har lagts till.");
    expect(editor).toContain('value="Stationsgatan 2"');
    expect(editor).toMatch(/<label[^>]*>Latitud<\/label>/);
    // The storefront's store finder shows it at once.
    expect(await htmlOf(await fetch(server.url("/find-store")))).toContain("Butik UPP-1");
  });

  it("saves changes and adds and removes a dated exception", async () => {
    await post("owner", "/admin/stores/new", storeFields("UPP-2"));
    const store = (await findStore("UPP-2"))!;
    const path = `/admin/stores/${store.id}`;
    const saved = await post("owner", path, storeFields("UPP-2", { intent: "save", city: "Gamla Uppsala" }));
    expect(saved.status).toBe(200);
    expect(await htmlOf(saved)).toContain("Store saved.");
    expect((await findStore("UPP-2"))!.city).toBe("Gamla Uppsala");

    const refused = await post("owner", path, {
      intent: "setException",
      day: "2030-12-24",
      "hours.opens": "15:00",
      "hours.closes": "11:00",
      note: "Julafton",
    });
    expect(refused.status).toBe(400);
    expect((await shop.commerce.staffStores.getStore(owner, store.id)).exceptions).toEqual([]);

    const set = await post("owner", path, {
      intent: "setException",
      day: "2030-12-24",
      "hours.opens": "",
      "hours.closes": "",
      note: "Julafton",
    });
    expect(set.status).toBe(200);
    const setHtml = await htmlOf(set);
    expect(setHtml).toContain("Hours for 2030-12-24 saved.");
    const page = await htmlOf(await as("owner", path));
    expect(page).toContain("Julafton");
    expect(page).toMatch(/aria-label="Remove the hours for Tuesday,? 24 December 2030"/);

    const removed = await post("owner", path, { intent: "removeException", day: "2030-12-24" });
    expect(removed.status).toBe(200);
    expect((await shop.commerce.staffStores.getStore(owner, store.id)).exceptions).toEqual([]);
  });
});
