import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Commerce } from "#commerce/commerce.ts";
import { problem } from "#commerce/error-codes.ts";
import { DomainError } from "#commerce/errors.ts";
import { sessionLifetimeSeconds, type SessionCustomer } from "#commerce/modules/accounts/index.ts";
import { serializeClearedCookie, serializeSecretCookie } from "#server/secret-cookies.ts";
import { readJsonBody, readQuery } from "./query.ts";
import type { ShopperEnv } from "./shopper.ts";
import { clientAddressOf } from "./client-address.ts";

const loginBody = z.object({ Email: z.string(), Password: z.string() });
const createBody = z.object({
  Email: z.string(),
  Password: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  AcceptDataProtection: z.boolean(),
  AcceptTerms: z.boolean(),
  Newsletter: z.boolean().default(false),
  CultureCode: z.enum(["sv-SE", "en-GB"]).default("sv-SE"),
});
const updateBody = z.object({ FirstName: z.string(), LastName: z.string(), Phone: z.string().optional() });
const activateBody = z.object({ Email: z.string(), Password: z.string(), Confirmed: z.boolean() });
const addressBody = z.object({
  Type: z.enum(["billing", "shipping"]).default("shipping"),
  Address: z.record(z.string(), z.unknown()),
  IsDefault: z.boolean().default(false),
});
const addressUpdateBody = addressBody.extend({ Id: z.uuid() });
const addressIdBody = z.object({ Id: z.uuid() });
const emailQuery = z.object({ email: z.string() });

const toApiUser = (customer: SessionCustomer) => ({
  Id: customer.id,
  Code: customer.code,
  Email: customer.email,
  FirstName: customer.firstName,
  LastName: customer.lastName,
  Phone: customer.phone,
  IsActive: true,
});

/**
 * /api/account/*: SPEC §7's account calls. Every call that changes something is a POST, so a
 * password never travels in a URL. A session cookie that no longer works answers 403 'Token
 * Expired' and is cleared (SPEC §8: the client logs the user out).
 */
export function createAccountApi(commerce: Commerce, originOf: (c: Context) => string) {
  const startSession = async (c: Context<ShopperEnv>, email: string, password: string) => {
    const shopper = c.get("shopper");
    const result = await commerce.logInShopper({
      email,
      password,
      clientAddress: clientAddressOf(c),
      guestBasketId: shopper.basketId,
    });
    if (!result.ok)
      throw new DomainError(result.reason === "too_many_attempts" ? "rate_limited" : "invalid", problem(result.reason));
    c.header("Set-Cookie", serializeSecretCookie(c.req.raw, "session", result.sessionToken, sessionLifetimeSeconds), {
      append: true,
    });
    if (result.basketId) shopper.keepBasket(result.basketId);
    return c.json(toApiUser(result.customer));
  };

  /** The logged-in customer; 401 without a session, 403 'Token Expired' for one that ended. */
  const requireUser = async (c: Context<ShopperEnv>): Promise<SessionCustomer> => {
    const shopper = c.get("shopper");
    if (!shopper.sessionToken) throw new DomainError("unauthorized", problem("log_in_first"));
    const customer = await shopper.customer();
    if (!customer) {
      c.header("Set-Cookie", serializeClearedCookie(c.req.raw, "session"), { append: true });
      throw new DomainError("forbidden", problem("token_expired"));
    }
    return customer;
  };

  return new Hono<ShopperEnv>()
    .post("/create-account", async (c) => {
      const body = await readJsonBody(c, createBody);
      const created = await commerce.signUpCustomer({
        email: body.Email,
        password: body.Password,
        firstName: body.FirstName,
        lastName: body.LastName,
        acceptDataProtection: body.AcceptDataProtection,
        acceptTerms: body.AcceptTerms,
        newsletter: body.Newsletter,
        locale: body.CultureCode,
        clientAddress: clientAddressOf(c),
        shopOrigin: originOf(c),
      });
      const response = await startSession(c, body.Email, body.Password);
      return response.status === 200
        ? c.json({ Id: created.customerId, Code: created.code, Email: created.email }, 201)
        : response;
    })
    .post("/login", async (c) => {
      const { Email, Password } = await readJsonBody(c, loginBody);
      return startSession(c, Email, Password);
    })
    .get("/is-logged-in", async (c) => {
      const customer = await c.get("shopper").customer();
      return c.json({ IsLoggedIn: Boolean(customer), User: customer ? toApiUser(customer) : null });
    })
    .get("/get-user-by-email", async (c) => {
      // Only a customer's own record: no answer tells whether some email is registered.
      const { email } = readQuery(c, emailQuery);
      const customer = await requireUser(c).catch(() => undefined);
      if (!customer || customer.email !== email.trim().toLowerCase())
        throw new DomainError("unauthorized", problem("user_not_found_by_email"));
      return c.json(toApiUser(customer));
    })
    .post("/log-out", async (c) => {
      const token = c.get("shopper").sessionToken;
      if (token) await commerce.accounts.logOut(token);
      c.header("Set-Cookie", serializeClearedCookie(c.req.raw, "session"));
      return c.body(null, 204);
    })
    .post("/update-account", async (c) => {
      const customer = await requireUser(c);
      const body = await readJsonBody(c, updateBody);
      await commerce.accounts.updatePersonalData(customer.id, {
        firstName: body.FirstName,
        lastName: body.LastName,
        phone: body.Phone,
      });
      // Read again: the answer is the customer as saved now, not as this call first found them.
      return c.json(toApiUser((await commerce.accounts.findSessionCustomer(c.get("shopper").sessionToken!))!));
    })
    .post("/inactivate-user", async (c) => {
      const customer = await requireUser(c);
      await commerce.accounts.deactivate(customer.id);
      c.header("Set-Cookie", serializeClearedCookie(c.req.raw, "session"));
      return c.body(null, 204);
    })
    .post("/activate-user", async (c) => {
      const body = await readJsonBody(c, activateBody);
      await commerce.accounts.activate({
        email: body.Email,
        password: body.Password,
        confirmed: body.Confirmed,
        clientAddress: clientAddressOf(c),
      });
      return startSession(c, body.Email, body.Password);
    })
    .post("/insert-address", async (c) => {
      const customer = await requireUser(c);
      const body = await readJsonBody(c, addressBody);
      return c.json(
        await commerce.accounts.addAddress(customer.id, body.Type, body.Address as never, body.IsDefault),
        201,
      );
    })
    .post("/update-address", async (c) => {
      const customer = await requireUser(c);
      const body = await readJsonBody(c, addressUpdateBody);
      return c.json(await commerce.accounts.updateAddress(customer.id, body.Id, body.Address as never, body.IsDefault));
    })
    .post("/delete-delivery-address-user", async (c) => {
      const customer = await requireUser(c);
      await commerce.accounts.deleteAddress(customer.id, (await readJsonBody(c, addressIdBody)).Id);
      return c.body(null, 204);
    })
    .get("/get-addresses", async (c) => c.json(await commerce.accounts.listAddresses((await requireUser(c)).id)));
}
