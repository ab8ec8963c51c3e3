import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { SoakVariant } from "./soak-database.ts";
import { countOutcome, type Tally } from "./tally.ts";

/** The shop's processes as the load balancer sees them; an origin changes when its process restarts. */
export interface ShopProcesses {
  origins: string[];
}

interface Answer {
  status: number;
  body: { OrderId?: string; Outcome?: string; statusMessage?: string; message?: string };
}

const sandboxCards = {
  accepted: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  needsConfirmation: "4000002500003155",
} as const;
type Card = keyof typeof sandboxCards;

/** How often each card is used: mostly accepted, and enough waiting ones that holds must expire. */
const cardMix: [Card, number][] = [
  ["accepted", 0.5],
  ["declined", 0.12],
  ["insufficientFunds", 0.08],
  ["needsConfirmation", 0.3],
];

/** How a checkout sends place-order: once, twice at once with one key, twice at once with two keys, or once more after the answer. */
const sendingMix: [Sending, number][] = [
  ["once", 0.5],
  ["same key at once", 0.2],
  ["two keys at once", 0.2],
  ["same key again later", 0.1],
];
type Sending = "once" | "same key at once" | "two keys at once" | "same key again later";

const buyer = {
  email: "soak@butik.example",
  phone: "0701234567",
  billingAddress: {
    firstName: "Sara",
    lastName: "Soak",
    company: "",
    streetAddress: "Drottninggatan 1",
    zipCode: "11151",
    city: "Stockholm",
    country: "SE",
  },
};

function pick<T>(mix: [T, number][]): T {
  let roll = Math.random();
  for (const [value, weight] of mix) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return mix[0]![0];
}

/**
 * One guest checking out again and again through the JSON API, each request to the next process
 * in turn (the shop keeps no state in a process, so a basket may travel between them).
 */
export class GuestShopper {
  private cookies = new Map<string, string>();
  private turn: number;

  constructor(
    private readonly shop: ShopProcesses,
    private readonly tally: Tally,
    private readonly variants: SoakVariant[],
    firstProcess: number,
  ) {
    this.turn = firstProcess;
  }

  /** Checks out until `deadline`, one basket after another. */
  async shopUntil(deadline: number): Promise<void> {
    while (Date.now() < deadline) await this.checkOut();
  }

  private async checkOut() {
    this.cookies.clear();
    await this.expect("POST", "/api/shopping/create-basket", {});
    for (let line = 0; line < 1 + Math.round(Math.random()); line += 1) await this.addSomething();
    await this.expect("POST", "/api/shopping/update-buyer", { buyer });
    await this.expect("POST", "/api/shopping/update-basket-delivery-method", { code: "home" });
    await this.expect("POST", "/api/shopping/update-basket-payment-method", { code: "card" });

    const card = pick(cardMix);
    const placed = await this.placeOrder(card, pick(sendingMix));
    if (placed?.body.Outcome === "action_required") {
      // Half the shoppers confirm; the others walk away and their hold must run out.
      if (Math.random() < 0.5) await this.confirm(placed.body.OrderId!);
      else countOutcome(this.tally, "left unconfirmed");
    } else if (placed?.status === 402 && Math.random() < 0.5) {
      await this.placeOrder("accepted", "once");
    }
  }

  private async addSomething() {
    const scarce = this.variants.filter((variant) => variant.scarce);
    const plentiful = this.variants.filter((variant) => !variant.scarce);
    const wanted = Math.random() < 0.7 ? scarce : plentiful;
    const quantity = 1 + Math.round(Math.random());
    const added = await this.send("POST", "/api/shopping/add-to-basket", {
      variantId: wanted[Math.floor(Math.random() * wanted.length)]!.id,
      quantity,
    });
    if (added.status === 200) return;
    countOutcome(this.tally, "sold out when adding");
    await this.expect("POST", "/api/shopping/add-to-basket", {
      variantId: plentiful[Math.floor(Math.random() * plentiful.length)]!.id,
      quantity: 1,
    });
  }

  /** Places the basket's order as `sending` says and checks that every answer names the same order. */
  private async placeOrder(card: Card, sending: Sending): Promise<Answer | undefined> {
    const body = (key: string) => ({
      idempotencyKey: key,
      payment: { kind: "card", cardNumber: sandboxCards[card], expiry: "12/30", cvc: "123" },
    });
    const key = randomUUID();
    const place = (idempotencyKey: string, processIndex?: number) =>
      this.send("POST", "/api/checkout/place-order", body(idempotencyKey), processIndex);
    let answers: Answer[];
    if (sending === "once") answers = [await place(key)];
    else if (sending === "same key at once") answers = await Promise.all([place(key, 0), place(key, 1)]);
    else if (sending === "two keys at once") answers = await Promise.all([place(key, 0), place(randomUUID(), 1)]);
    else answers = [await place(key), await place(key)];
    countOutcome(this.tally, `place-order sent ${sending}`);
    for (const answer of answers) this.record(answer);
    this.checkAgreement(answers, sending);
    return answers.find((answer) => answer.status === 200) ?? answers.find((answer) => answer.status === 402);
  }

  private record(answer: Answer) {
    const outcome = answer.body.Outcome;
    if (answer.status === 200 && outcome === "paid") this.tally.toldPaid.add(answer.body.OrderId!);
    if ((answer.status === 200 || answer.status === 402) && outcome) countOutcome(this.tally, `answered ${outcome}`);
    else if (/left in stock|out of stock/i.test(messageOf(answer))) countOutcome(this.tally, "sold out at checkout");
    else if (answer.status < 500) this.tally.unexpected.push(`${answer.status} ${messageOf(answer)}`);
  }

  /**
   * One key, one answer: repeats must answer the same order and outcome. Under two keys a basket
   * still becomes one live order, so every answer that is not a decline names the same order.
   */
  private checkAgreement(answers: Answer[], sending: Sending) {
    if (answers.length < 2) return;
    const sameKey = sending !== "two keys at once";
    const compared = answers.filter((answer) => (sameKey ? answer.status < 500 : answer.status === 200));
    const seen = new Set(
      compared.map((answer) =>
        sameKey ? `${answer.status} ${answer.body.OrderId} ${answer.body.Outcome}` : answer.body.OrderId,
      ),
    );
    if (seen.size > 1) this.tally.conflicts.push(`${sending}: ${[...seen].join(" | ")}`);
  }

  private async confirm(orderId: string) {
    const answer = await this.send("POST", "/api/checkout/confirm-payment", { orderId, approved: true });
    if (answer.status === 200 && answer.body.Outcome === "paid") {
      this.tally.toldPaid.add(orderId);
      countOutcome(this.tally, "confirmed and paid");
    } else if (answer.status < 500)
      this.tally.unexpected.push(`confirm-payment ${answer.status} ${messageOf(answer)} ${answer.body.Outcome ?? ""}`);
  }

  private async expect(method: string, path: string, body: unknown) {
    const answer = await this.send(method, path, body);
    if (answer.status !== 200 && answer.status !== 201 && answer.status < 500)
      this.tally.unexpected.push(`${path} ${answer.status} ${messageOf(answer)}`);
  }

  /**
   * Sends to the process whose turn it is (or the one asked for). One that cannot be reached, as
   * after a kill -9, passes the request on to the next, as a load balancer would; the request
   * itself is the same, so a repeated place-order carries its idempotency key.
   */
  private async send(method: string, path: string, body: unknown, processIndex?: number): Promise<Answer> {
    const processes = this.shop.origins.length;
    let index = processIndex ?? (this.turn += 1);
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const origin = this.shop.origins[index % processes]!;
      try {
        const response = await fetch(`${origin}${path}`, {
          method,
          headers: {
            "content-type": "application/json",
            cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(60_000),
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair = ""] = cookie.split(";");
          const separator = pair.indexOf("=");
          this.cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
        }
        const text = await response.text();
        const answer: Answer = { status: response.status, body: parseBody(text) };
        if (response.status >= 500)
          this.tally.serverErrors.push(
            `${method} ${path} on process ${index % processes}: ${response.status} ${text.slice(0, 300)}`,
          );
        return answer;
      } catch (error) {
        this.tally.failovers += 1;
        // Refused: nobody listens (the process is down). Anything else: the request was on its way.
        if ((error as { cause?: { code?: string } }).cause?.code !== "ECONNREFUSED")
          this.tally.cutOff[path] = (this.tally.cutOff[path] ?? 0) + 1;
        index += 1;
        await sleep(Math.min(1000, 50 * (attempt + 1)));
      }
    }
    throw new Error(`${method} ${path}: no process answered in 30 attempts`);
  }
}

function parseBody(text: string): Answer["body"] {
  try {
    return JSON.parse(text) as Answer["body"];
  } catch {
    return { message: text.slice(0, 200) };
  }
}

function messageOf(answer: Answer): string {
  return answer.body.statusMessage ?? answer.body.message ?? "";
}
