import { asc, eq, sql } from "drizzle-orm";
import { addresses, customers } from "#commerce/modules/accounts/schema.ts";
import { hashPassword } from "#commerce/modules/accounts/index.ts";
import { products, productTranslations, variants } from "#commerce/modules/catalogue/schema.ts";
import { orderLines, orders, orderStatusHistory } from "#commerce/modules/orders/schema.ts";
import { productPrices } from "#commerce/modules/pricing/schema.ts";
import type { DatabaseOrTransaction } from "../client.ts";
import { demoCustomer } from "./demo-shop.ts";

/** The demo customer with a billing address and two earlier orders, so the account pages have content. */
export async function writeDemoCustomer(db: DatabaseOrTransaction): Promise<void> {
  const { email, password, address, ...person } = demoCustomer;
  const [customer] = await db
    .insert(customers)
    .values({
      email,
      loginName: email,
      passwordHash: await hashPassword(password),
      acceptedTermsAt: new Date(),
      ...person,
    })
    .returning({ id: customers.id });
  const billing = { firstName: person.firstName, lastName: person.lastName, phone: person.phone, ...address };
  await db.insert(addresses).values({ customerId: customer!.id, type: "billing", isDefault: true, ...billing });

  const bought = await db
    .select({
      productId: products.id,
      variantId: variants.id,
      partNo: variants.partNo,
      name: productTranslations.name,
      price: productPrices.priceIncVat,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(
      productTranslations,
      sql`${productTranslations.productId} = ${products.id} and ${productTranslations.locale} = 'sv-SE'`,
    )
    .innerJoin(
      productPrices,
      sql`${productPrices.productId} = ${products.id} and ${productPrices.priceListId} = (select min(id) from price_lists)`,
    )
    .orderBy(asc(variants.id))
    .limit(3);
  const history: { status: "completed" | "processing"; daysAgo: number; lines: typeof bought }[] = [
    { status: "completed", daysAgo: 40, lines: bought.slice(0, 2) },
    { status: "processing", daysAgo: 2, lines: bought.slice(2, 3) },
  ];
  for (const { status, daysAgo, lines } of history) {
    const placedAt = new Date(Date.UTC(2026, 9, 30) - daysAgo * 86_400_000);
    const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
    const delivery = 4900;
    const total = subtotal + delivery;
    const [order] = await db
      .insert(orders)
      .values({
        customerId: customer!.id,
        status,
        locale: "sv-SE",
        currencyCode: "SEK",
        email,
        billingAddress: billing,
        deliveryMethodCode: "home",
        paymentMethodCode: "card",
        paymentProvider: "sandbox",
        subtotalIncVat: subtotal,
        deliveryIncVat: delivery,
        vatAmount: Math.round(total - total / 1.25),
        totalIncVat: total,
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      .returning({ id: orders.id });
    await db.insert(orderLines).values(
      lines.map((line) => ({
        orderId: order!.id,
        productId: line.productId,
        variantId: line.variantId,
        partNo: line.partNo,
        name: line.name,
        quantity: 1,
        unitPriceIncVat: line.price,
        vatRate: 2500,
        lineTotalIncVat: line.price,
      })),
    );
    const steps =
      status === "completed"
        ? (["checkout", "processing", "accepted", "completed"] as const)
        : (["checkout", "processing"] as const);
    await db.insert(orderStatusHistory).values(
      steps.map((toStatus, index) => ({
        orderId: order!.id,
        fromStatus: index === 0 ? null : steps[index - 1]!,
        toStatus,
        changedAt: new Date(placedAt.getTime() + index * 3_600_000),
      })),
    );
  }
}
