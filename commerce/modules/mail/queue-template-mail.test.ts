import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopLocale } from "#commerce/locale.ts";
import { openTestDatabase, type TestDatabase } from "#tests/fixtures/test-database.ts";
import { settingDefaults, writeSetting } from "../settings/index.ts";
import { queueTemplateMail } from "./queue-template-mail.ts";
import { outgoingMail } from "./schema.ts";
import { renderedBodies } from "./stored-mail.ts";
import { mailTemplateNames, type MailTemplateData, type MailTemplateName } from "./template-data.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.destroy());

/**
 * Intl itself, as the oracle for amounts in each language in a currency the shop does not have (so
 * it has no prefix or suffix of its own); a whole amount has no decimals, as everywhere in the shop.
 */
const money = (locale: ShopLocale, major: number, currency = "SEK") =>
  new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: Number.isInteger(major) ? 0 : 2,
  }).format(major);

const samples: { [T in MailTemplateName]: MailTemplateData[T] } = {
  order_confirmation: {
    orderNumber: 1042,
    currencyCode: "SEK",
    totalIncVat: 259800,
    lines: [{ name: "Linneskjorta", variantDescription: "Blå, M", quantity: 2, lineTotalIncVat: 259800 }],
    billingAddress: {
      firstName: "Vera",
      lastName: "Lund",
      streetAddress: "Storgatan 1",
      zipCode: "111 22",
      city: "Stockholm",
    },
    shippingAddress: null,
    pickupStore: null,
  },
  order_shipped: {
    orderNumber: 1042,
    carrier: "PostNord",
    trackingNumber: "JJ123",
    trackingUrl: "https://track.example/JJ123",
  },
  order_declined: { orderNumber: 1042, refundedAmount: 49900, currencyCode: "SEK" },
  order_refunded: {
    orderNumber: 1042,
    amount: 129900,
    currencyCode: "SEK",
    lines: [{ name: "Linneskjorta", quantity: 1 }],
  },
  pickup_ready: {
    orderNumber: 1042,
    store: { name: "Butik Malmö", streetAddress: "Södergatan 8", zipCode: "211 34", city: "Malmö" },
  },
  password_reset: { resetUrl: "https://shop.example/login/reset?token=abc" },
  welcome: { firstName: "Vera", shopUrl: "https://shop.example/" },
  staff_invite: {
    inviterName: "Olle Ägare",
    role: "support",
    acceptUrl: "https://shop.example/admin/invite?token=xyz",
  },
  staff_password_reset: { resetUrl: "https://shop.example/admin/reset?token=def" },
};

/** What each template's subject and text must say, per language (the shop's name is the default, Butik). */
const expected: { [T in MailTemplateName]: Record<ShopLocale, { subject: string; text: string[] }> } = {
  order_confirmation: {
    "sv-SE": {
      subject: "Tack för din beställning 1042",
      text: [
        `2 × Linneskjorta (Blå, M): ${money("sv-SE", 2598)}`,
        `Totalt: ${money("sv-SE", 2598)}`,
        "Levereras till: Vera Lund, Storgatan 1, 111 22 Stockholm",
      ],
    },
    "en-GB": {
      subject: "Thank you for your order 1042",
      text: [`Total: ${money("en-GB", 2598)}`, "Delivered to: Vera Lund, Storgatan 1, 111 22 Stockholm"],
    },
  },
  order_shipped: {
    "sv-SE": {
      subject: "Din beställning 1042 är på väg",
      text: ["med PostNord", "Kollinummer: JJ123", "Spåra ditt paket https://track.example/JJ123"],
    },
    "en-GB": {
      subject: "Your order 1042 is on its way",
      text: ["with PostNord", "Tracking number: JJ123", "Track your parcel https://track.example/JJ123"],
    },
  },
  order_declined: {
    "sv-SE": {
      subject: "Din beställning 1042 har avbrutits",
      text: [`Vi har betalat tillbaka ${money("sv-SE", 499)}`, "bankdagar"],
    },
    "en-GB": {
      subject: "Your order 1042 has been cancelled",
      text: [`We have refunded ${money("en-GB", 499)}`, "banking days"],
    },
  },
  order_refunded: {
    "sv-SE": {
      subject: "Återbetalning för din beställning 1042",
      text: [`tillbaka ${money("sv-SE", 1299)}`, "Återbetalda varor:", "1 × Linneskjorta"],
    },
    "en-GB": {
      subject: "Refund for your order 1042",
      text: [`refunded ${money("en-GB", 1299)}`, "Refunded items:", "1 × Linneskjorta"],
    },
  },
  pickup_ready: {
    "sv-SE": {
      subject: "Din beställning 1042 kan hämtas",
      text: ["väntar på dig i Butik Malmö", "Butik Malmö, Södergatan 8, 211 34 Malmö"],
    },
    "en-GB": {
      subject: "Your order 1042 is ready to collect",
      text: ["waiting for you at Butik Malmö", "Södergatan 8, 211 34 Malmö"],
    },
  },
  password_reset: {
    "sv-SE": {
      subject: "Återställ ditt lösenord hos Butik",
      text: ["Välj ett nytt lösenord https://shop.example/login/reset?token=abc", "en timme"],
    },
    "en-GB": {
      subject: "Reset your Butik password",
      text: ["Choose a new password https://shop.example/login/reset?token=abc", "one hour"],
    },
  },
  welcome: {
    "sv-SE": { subject: "Välkommen till Butik", text: ["Välkommen, Vera!", "Börja handla https://shop.example/"] },
    "en-GB": { subject: "Welcome to Butik", text: ["Welcome, Vera!", "Start shopping https://shop.example/"] },
  },
  staff_invite: {
    "sv-SE": {
      subject: "Olle Ägare har bjudit in dig till administrationen för Butik",
      text: ["som kundtjänst", "https://shop.example/admin/invite?token=xyz"],
    },
    "en-GB": {
      subject: "Olle Ägare invited you to the Butik back office",
      text: ["as customer support", "https://shop.example/admin/invite?token=xyz"],
    },
  },
  staff_password_reset: {
    "sv-SE": {
      subject: "Återställ ditt lösenord till administrationen för Butik",
      text: ["https://shop.example/admin/reset?token=def"],
    },
    "en-GB": { subject: "Reset your Butik back office password", text: ["https://shop.example/admin/reset?token=def"] },
  },
};

const signOff: Record<ShopLocale, string> = { "sv-SE": "Hälsningar, Butik", "en-GB": "Best wishes, Butik" };

async function queued(template: MailTemplateName, locale: ShopLocale, orderId?: string) {
  const { id } = await queueTemplateMail(database.db, {
    template,
    locale,
    recipient: "vera@example.se",
    ...(orderId ? { orderId } : {}),
    data: samples[template],
  } as Parameters<typeof queueTemplateMail>[1]);
  return rendered(id);
}

/** A queued mail's row, with its bodies as the delivery worker or the outbox would render them. */
async function rendered(id: number) {
  const [row] = await database.db.select().from(outgoingMail).where(eq(outgoingMail.id, id));
  return { ...row!, ...(await renderedBodies(row!)) };
}

describe("mail templates", () => {
  for (const template of mailTemplateNames)
    for (const locale of ["sv-SE", "en-GB"] as const)
      it(`${template} in ${locale}: says what it should, in that language, as HTML and text`, async () => {
        const mail = await queued(template, locale);
        const { subject, text } = expected[template][locale];
        expect(mail).toMatchObject({ subject, locale, template: template.replaceAll("_", "-"), attempts: 0 });
        for (const words of text) expect(mail.textBody).toContain(words);
        expect(mail.textBody).toContain(signOff[locale]);
        const other = locale === "sv-SE" ? "en-GB" : "sv-SE";
        expect(mail.textBody).not.toContain(signOff[other]);
        expect(mail.htmlBody).toContain(`<html dir="ltr" lang="${locale}">`);
        expect(mail.htmlBody).toContain(`<title>${subject.replaceAll("&", "&amp;")}</title>`);
        for (const body of [mail.textBody, mail.htmlBody!])
          expect(body).not.toMatch(/undefined|NaN|\[object |\bnull\b|\{\w+\}/);
      });

  it("differs between the languages in every template", async () => {
    for (const template of mailTemplateNames) {
      const [swedish, english] = [await queued(template, "sv-SE"), await queued(template, "en-GB")];
      expect(swedish.subject).not.toBe(english.subject);
      expect(swedish.textBody).not.toBe(english.textBody);
    }
  });

  it("says what was cancelled without a refund, and a refund by amount without lines", async () => {
    const declined = await queueTemplateMail(database.db, {
      template: "order_declined",
      locale: "sv-SE",
      recipient: "vera@example.se",
      data: { orderNumber: 7, refundedAmount: null, currencyCode: "SEK" },
    });
    const refunded = await queueTemplateMail(database.db, {
      template: "order_refunded",
      locale: "en-GB",
      recipient: "vera@example.se",
      data: { orderNumber: 7, amount: 1000, currencyCode: "EUR", lines: [] },
    });
    const [declinedMail, refundedMail] = await Promise.all([declined.id, refunded.id].map(rendered));
    expect(declinedMail!.textBody).toContain("Du har inte debiterats något för den.");
    expect(declinedMail!.textBody).not.toContain("tillbaka");
    expect(refundedMail!.textBody).toContain(`We have refunded ${money("en-GB", 10, "EUR")} for your order 7.`);
    expect(refundedMail!.textBody).not.toContain("Refunded items");
  });

  it("writes amounts with the prefix or suffix of the shop's currency as it was when the mail was queued", async () => {
    await database.db.execute(
      sql`insert into currencies (code, name, prefix, suffix) values ('GBP', 'Pound', '£', '')`,
    );
    const refund = (locale: ShopLocale) =>
      queueTemplateMail(database.db, {
        template: "order_refunded",
        locale,
        recipient: "vera@example.se",
        data: { orderNumber: 8, amount: 23399, currencyCode: "GBP", lines: [] },
      });
    const [swedish, english] = [await refund("sv-SE"), await refund("en-GB")];
    await database.db.execute(sql`update currencies set prefix = 'GBP ' where code = 'GBP'`);
    const [swedishMail, englishMail] = await Promise.all([swedish.id, english.id].map(rendered));
    // Intl alone would say "233,99 GBP" in Swedish.
    expect(swedishMail!.textBody).toContain("Vi har betalat tillbaka £233,99 för din beställning 8.");
    expect(englishMail!.textBody).toContain("We have refunded £233.99 for your order 8.");
  });

  it("keeps the order a mail is about", async () => {
    const orderId = "0b0f2a6e-8f7c-4c55-9d7e-2f4f7a1c9e01";
    expect((await queued("order_shipped", "en-GB", orderId)).orderId).toBe(orderId);
  });

  it("takes the shop's name, logo and colours from the settings", async () => {
    const branding = {
      shopName: "Sjöbodens Te",
      logoMediaKey: "brand/sjöboden logo.png",
      colours: { brand: "#0a2463", accent: "#fb3640", text: "#1e1e24" },
    };
    await writeSetting(database.db, "branding", branding);
    try {
      const mail = await queued("welcome", "sv-SE");
      expect(mail.subject).toBe("Välkommen till Sjöbodens Te");
      expect(mail.textBody).toContain("Hälsningar, Sjöbodens Te");
      expect(mail.textBody).not.toContain("Butik");
      expect(mail.htmlBody).toContain('alt="Sjöbodens Te"');
      expect(mail.htmlBody).toContain('src="/img/brand/sj%C3%B6boden%20logo.png?w=320&amp;fmt=png"');
      expect(mail.htmlBody).toContain("background-color:#0a2463");
      expect(mail.htmlBody).toContain("background-color:#fb3640");
      expect(mail.htmlBody).toContain("color:#1e1e24");

      await writeSetting(database.db, "branding", {
        ...branding,
        logoMediaKey: null,
        colours: { ...branding.colours, brand: "#f5f0e1" },
      });
      const withoutLogo = await queued("welcome", "en-GB");
      expect(withoutLogo.htmlBody).not.toContain("<img");
      // The name stands in for the logo, dark on the light brand colour.
      expect(withoutLogo.htmlBody).toMatch(/<p style="[^"]*color:#000000[^"]*">Sjöbodens Te<\/p>/);
      expect(withoutLogo.textBody.trimStart().startsWith("Sjöbodens Te")).toBe(true);
    } finally {
      await writeSetting(database.db, "branding", settingDefaults.branding);
    }
  });

  it("renders nothing while queuing, and later renders with the branding as it was queued", async () => {
    const { id } = await queueTemplateMail(database.db, {
      template: "welcome",
      locale: "en-GB",
      recipient: "vera@example.se",
      data: { firstName: "Vera", shopUrl: "https://shop.example/en-GB" },
    });
    const [stored] = await database.db.select().from(outgoingMail).where(eq(outgoingMail.id, id));
    expect(stored).toMatchObject({ subject: "Welcome to Butik", textBody: null, htmlBody: null });
    await writeSetting(database.db, "branding", { ...settingDefaults.branding, shopName: "Renamed Later" });
    try {
      const mail = await rendered(id);
      expect(mail.textBody).toContain("Best wishes, Butik");
      expect(mail.textBody).toContain("https://shop.example/en-GB");
      expect(mail.htmlBody).not.toContain("Renamed Later");
    } finally {
      await writeSetting(database.db, "branding", settingDefaults.branding);
    }
  });
});
