import { describe, expect, it } from "vitest";
import { rolePermissions } from "./roles.ts";

// Written out by hand on purpose: a new permission reaches a role only when someone adds it here
// too, so a permission meant for owners cannot slip to managers through the role table's rule.
const expected = {
  owner: [
    "audit.read",
    "catalogue.manage",
    "content.manage",
    "customers.manage",
    "customers.read",
    "mail.read",
    "mail.send",
    "orders.manage",
    "orders.note",
    "orders.read",
    "orders.refund",
    "settings.manage",
    "staff.manage",
    "stores.manage",
  ],
  manager: [
    "catalogue.manage",
    "content.manage",
    "customers.manage",
    "customers.read",
    "mail.read",
    "mail.send",
    "orders.manage",
    "orders.note",
    "orders.read",
    "orders.refund",
    "stores.manage",
  ],
  support: ["customers.read", "orders.note", "orders.read", "orders.refund"],
  editor: ["content.manage"],
};

describe("the roles", () => {
  it("grant each role exactly its permissions", () => {
    const granted = Object.fromEntries(
      Object.entries(rolePermissions).map(([role, permissions]) => [role, [...permissions].sort()]),
    );
    expect(granted).toEqual(expected);
  });
});
