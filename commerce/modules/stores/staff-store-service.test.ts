import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#commerce/db/client.ts";
import { problem } from "#commerce/error-codes.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError, problemsByField } from "#tests/fixtures/domain-error.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";
import type { StaffActor, StaffRole } from "../access/index.ts";
import type { StoreFormInput } from "./index.ts";

const shop = withDemoShop();
let staff: Record<StaffRole, StaffActor>;

beforeAll(async () => {
  staff = await createStaffActors(shop.database.db, "stores");
});

const stores = () => shop.commerce.staffStores;

/** A complete, valid form for a new store, as the editor sends it (everything as text). */
const storeForm = (code: string, overrides: Partial<StoreFormInput> = {}): StoreFormInput => ({
  code,
  texts: {
    "sv-SE": { name: `Butik ${code}`, description: "Vid torget." },
    "en-GB": { name: `Butik ${code} (en)`, description: "By the square." },
  },
  streetAddress: "Storgatan 1",
  zipCode: "702 10",
  city: "Örebro",
  country: "se",
  latitude: "59,2741",
  longitude: "15.2066",
  phone: "019-10 20 30",
  fax: "",
  email: "Orebro@Butik.se",
  sortOrder: "50",
  hours: {
    weekdays: { opens: "10:00", closes: "19:00" },
    saturday: { opens: "10:00", closes: "16:00" },
    sunday: { opens: "", closes: "" },
  },
  ...overrides,
});

const auditRows = async (storeId: number) =>
  selectRows<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    shop.database.db,
    sql`select action, before, after from audit_entries where subject_kind = 'store' and subject_id = ${String(storeId)} order by id`,
  );

/** The oracle for what a store's row holds: the table itself. */
const storedStore = async (storeId: number) =>
  (
    await selectRows<Record<string, unknown>>(
      shop.database.db,
      sql`select code, latitude, country, email, fax, sunday_opens, weekday_closes from stores where id = ${storeId}`,
    )
  )[0];

const storeCount = async () =>
  (await selectRows<{ n: number }>(shop.database.db, sql`select count(*)::int as n from stores`))[0]!.n;

describe("who may edit stores", () => {
  it("refuses support and editors every call, and lets owners and managers in", async () => {
    const [first] = await stores().listStores(staff.owner, "en-GB");
    for (const role of ["support", "editor"] as const) {
      const actor = staff[role];
      const calls = [
        stores().listStores(actor, "sv-SE"),
        stores().getStore(actor, first!.id),
        stores().createStore(actor, storeForm(`NO-${role}`)),
        stores().updateStore(actor, { ...storeForm(first!.code), storeId: String(first!.id) }),
        stores().setStoreException(actor, {
          storeId: String(first!.id),
          day: "2030-12-24",
          hours: { opens: "", closes: "" },
          note: "",
        }),
        stores().removeStoreException(actor, { storeId: String(first!.id), day: "2030-12-24" }),
      ];
      for (const call of calls) expect((await expectDomainError(call)).code).toBe("staff_forbidden");
    }
    expect((await stores().listStores(staff.manager, "sv-SE")).length).toBeGreaterThan(0);
    expect(await auditRows(first!.id)).toEqual([]);
  });
});

describe("creating and changing a store", () => {
  it("adds a store that the storefront lists at once, in each language it has a text for, and audits it", async () => {
    const { storeId } = await stores().createStore(staff.manager, storeForm("ore-1"));
    expect(await storedStore(storeId)).toEqual({
      code: "ORE-1",
      latitude: 59.2741,
      country: "SE",
      email: "orebro@butik.se",
      fax: null,
      sunday_opens: null,
      weekday_closes: "19:00:00",
    });
    const swedish = (await shop.commerce.stores.listStores("sv-SE")).find((store) => store.id === storeId);
    expect(swedish).toMatchObject({ name: "Butik ore-1", city: "Örebro", openingHours: { sunday: null } });
    const staffRow = (await stores().listStores(staff.owner, "en-GB")).find((store) => store.id === storeId);
    expect(staffRow).toMatchObject({ name: "Butik ore-1 (en)", city: "Örebro", locales: ["sv-SE", "en-GB"] });
    const [created] = await auditRows(storeId);
    expect(created).toMatchObject({
      action: "store.create",
      after: { code: "ORE-1", address: { city: "Örebro", zipCode: "702 10" }, coordinates: { latitude: 59.2741 } },
    });
  });

  it("saves changes, drops a language's text when it is emptied, and audits only what changed", async () => {
    const { storeId } = await stores().createStore(staff.manager, storeForm("ore-2"));
    const form = storeForm("ore-2", {
      texts: { "sv-SE": { name: "Butik Örebro Väster", description: "" }, "en-GB": { name: "", description: "" } },
      phone: "019-99 99 99",
    });
    await stores().updateStore(staff.owner, { ...form, storeId: String(storeId) });
    expect((await shop.commerce.stores.listStores("en-GB")).some((store) => store.id === storeId)).toBe(false);
    expect((await shop.commerce.stores.listStores("sv-SE")).find((store) => store.id === storeId)?.name).toBe(
      "Butik Örebro Väster",
    );
    const update = (await auditRows(storeId)).at(-1)!;
    expect(update.action).toBe("store.update");
    expect(Object.keys(update.after!).sort()).toEqual(["phone", "texts"]);
    expect(update.before).toMatchObject({ phone: "019-10 20 30" });
    // The same form again changes nothing and records nothing.
    await stores().updateStore(staff.owner, { ...form, storeId: String(storeId) });
    expect(await auditRows(storeId)).toHaveLength(2);
    const view = await stores().getStore(staff.manager, storeId);
    expect(view.texts["en-GB"]).toBeNull();
    expect(view.phone).toBe("019-99 99 99");
  });

  it("refuses bad input naming each field, and changes nothing", async () => {
    const before = await storeCount();
    const error = await expectDomainError(
      stores().createStore(
        staff.manager,
        storeForm("bad code!", {
          latitude: "91",
          longitude: "east",
          email: "nope",
          texts: { "sv-SE": { name: "", description: "Text utan namn" }, "en-GB": { name: "", description: "" } },
          hours: {
            weekdays: { opens: "19:00", closes: "10:00" },
            saturday: { opens: "10:00", closes: "" },
            sunday: { opens: "25:00", closes: "26:00" },
          },
        }),
      ),
    );
    expect(error.kind).toBe("invalid");
    const fields = problemsByField(error);
    expect(Object.keys(fields).sort()).toEqual([
      "code",
      "email",
      "hours.saturday.closes",
      "hours.sunday.closes",
      "hours.sunday.opens",
      "hours.weekdays.closes",
      "latitude",
      "longitude",
      "texts.sv-SE.name",
    ]);
    expect(fields["email"]).toEqual(problem("invalid_email"));
    expect(fields["texts.sv-SE.name"]).toEqual(problem("required"));
    expect(fields["hours.saturday.closes"]).toEqual(problem("required"));
    expect(await storeCount()).toBe(before);
  });

  it("refuses a code another store has, whatever its case, and an unknown store", async () => {
    const { storeId } = await stores().createStore(staff.manager, storeForm("ore-3"));
    const clash = await expectDomainError(stores().createStore(staff.manager, storeForm("Ore-3")));
    expect(problemsByField(clash)).toEqual({ code: problem("store_code_taken", { code: "ORE-3" }) });
    const other = await stores().createStore(staff.manager, storeForm("ore-4"));
    const renamed = await expectDomainError(
      stores().updateStore(staff.manager, { ...storeForm("ORE-3"), storeId: String(other.storeId) }),
    );
    expect(renamed.code).toBe("store_code_taken");
    expect((await storedStore(other.storeId))!["code"]).toBe("ORE-4");
    expect(await storedStore(storeId)).toBeDefined();
    expect((await expectDomainError(stores().getStore(staff.manager, 2_000_000))).kind).toBe("not_found");
  });
  it("takes two stores given the same code at once in turn: one is added, the other refused as taken", async () => {
    const results = await Promise.allSettled([
      stores().createStore(staff.manager, storeForm("race-1")),
      stores().createStore(staff.owner, storeForm("RACE-1")),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [refused] = results.filter((result) => result.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "store_code_taken" });
  });
});

describe("dated exceptions to a store's week", () => {
  it("sets, replaces and removes a date's hours, each audited, and refuses closing before opening", async () => {
    const { storeId } = await stores().createStore(staff.manager, storeForm("ore-5"));
    const id = String(storeId);
    await stores().setStoreException(staff.manager, {
      storeId: id,
      day: "2030-12-24",
      hours: { opens: "", closes: "" },
      note: "Julafton",
    });
    await stores().setStoreException(staff.manager, {
      storeId: id,
      day: "2030-12-31",
      hours: { opens: "10:00", closes: "14:00" },
      note: "Nyårsafton",
    });
    await stores().setStoreException(staff.manager, {
      storeId: id,
      day: "2030-12-31",
      hours: { opens: "10:00", closes: "15:00" },
      note: "Nyårsafton",
    });
    expect((await stores().getStore(staff.owner, storeId)).exceptions).toEqual([
      { day: "2030-12-24", hours: null, note: "Julafton" },
      { day: "2030-12-31", hours: { opens: "10:00", closes: "15:00" }, note: "Nyårsafton" },
    ]);
    const bad = await expectDomainError(
      stores().setStoreException(staff.manager, {
        storeId: id,
        day: "2030-02-30",
        hours: { opens: "15:00", closes: "15:00" },
        note: "",
      }),
    );
    expect(Object.keys(problemsByField(bad)).sort()).toEqual(["day", "hours.closes"]);
    await stores().removeStoreException(staff.manager, { storeId: id, day: "2030-12-24" });
    expect((await stores().getStore(staff.owner, storeId)).exceptions.map((exception) => exception.day)).toEqual([
      "2030-12-31",
    ]);
    expect((await auditRows(storeId)).map((row) => row.action)).toEqual([
      "store.create",
      "store.exception_set",
      "store.exception_set",
      "store.exception_set",
      "store.exception_remove",
    ]);
    expect((await auditRows(storeId))[3]).toMatchObject({
      before: { day: "2030-12-31", openingHours: { closes: "14:00" } },
      after: { day: "2030-12-31", openingHours: { closes: "15:00" } },
    });
  });

  it("makes 'open now' follow today's exception, in the store finder and the staff list", async () => {
    const { storeId } = await stores().createStore(
      staff.manager,
      storeForm("ore-6", {
        hours: {
          weekdays: { opens: "00:00", closes: "23:59" },
          saturday: { opens: "00:00", closes: "23:59" },
          sunday: { opens: "00:00", closes: "23:59" },
        },
      }),
    );
    // Noon in Stockholm on a fixed day: the store is open by its week.
    const noon = new Date("2030-06-12T10:00:00Z");
    const openNow = async () =>
      (await stores().listStores(staff.manager, "sv-SE", noon)).find((store) => store.id === storeId)!.openNow;
    const finder = async () =>
      (await shop.commerce.stores.listStores("sv-SE")).find((store) => store.id === storeId)!.openingHours;
    expect(await openNow()).toBe(true);
    await stores().setStoreException(staff.manager, {
      storeId: String(storeId),
      day: "2030-06-12",
      hours: { opens: "", closes: "" },
      note: "Inventering",
    });
    expect(await openNow()).toBe(false);
    // The store finder carries the coming weeks' exceptions (from today), so today's closes it there too.
    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());
    await stores().setStoreException(staff.manager, {
      storeId: String(storeId),
      day: today,
      hours: { opens: "", closes: "" },
      note: "Stängt i dag",
    });
    expect((await finder()).exceptions).toContainEqual({ day: today, hours: null });
    const { isOpenAt } = await import("./index.ts");
    expect(isOpenAt(await finder(), new Date())).toBe(false);
  });
});
