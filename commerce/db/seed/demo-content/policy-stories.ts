import type { ShopLocale } from "#commerce/locale.ts";
import { policyPageSlugs, type StoryFile } from "#commerce/modules/content/index.ts";
import type { Text } from "../demo-catalogue.ts";
import { scene } from "./page-stories.ts";
import { createStoryBuilder, publishedStory, richTextFromMarkup } from "./story-builder.ts";

const t = (sv: string, en: string): Text => ({ sv, en });

const termsText = t(
  `Villkoren gäller när du som privatperson handlar på butik.se. Säljare är Butik AB, kundservice 010-123 45 00, kundservice@butik.se.

## Priser och betalning

Alla priser anges i kronor inklusive moms. Fraktkostnaden visas i varukorgen och i kassan innan du betalar. Du kan betala med kort, faktura eller delbetalning. Kortet dras först när vi skickar din order.

## Leverans

Vi skickar inom en vardag, och paketet är framme inom 1–3 vardagar i hela Sverige. Du kan också hämta din order kostnadsfritt i någon av våra butiker. Vi meddelar dig om en vara blir försenad, och du får då häva köpet utan kostnad.

## Ångerrätt och öppet köp

Enligt lagen om distansavtal har du 14 dagars ångerrätt från den dag du tog emot varan. Hos oss har du dessutom 100 dagars öppet köp på oanvända varor med etiketterna kvar. Lämna varan i en butik eller skicka den med den förtryckta retursedeln; vi betalar tillbaka inom 14 dagar från att vi fått den.

## Reklamation

Du har rätt att reklamera fel på en vara i tre år enligt konsumentköplagen. Kontakta kundservice så snart du upptäcker felet. Vi står för returfrakten när reklamationen godkänns.

## Tvister

Kommer vi inte överens kan du vända dig till Allmänna reklamationsnämnden, ARN, Box 174, 101 23 Stockholm, www.arn.se.`,
  `These terms apply when you shop at butik.se as a consumer. The seller is Butik AB, customer service 010-123 45 00, kundservice@butik.se.

## Prices and payment

All prices are in Swedish kronor including VAT. The delivery charge is shown in the bag and at checkout before you pay. You can pay by card, invoice or in instalments. Your card is charged only when we dispatch your order.

## Delivery

We dispatch within one working day, and the parcel arrives within 1–3 working days anywhere in Sweden. You can also collect your order free of charge in any of our stores. If an item is delayed we will tell you, and you may then cancel the purchase at no cost.

## Right of withdrawal and returns

Under the Swedish Distance Contracts Act you may withdraw from the purchase within 14 days of receiving the goods. With us you also have 100 days to return unused items with their labels attached. Bring the item to a store or send it with the pre-printed return slip; we refund you within 14 days of receiving it.

## Complaints

Under the Swedish Consumer Sales Act you may complain about a fault in an item for three years. Contact customer service as soon as you discover the fault. We pay for the return when the complaint is accepted.

## Disputes

If we cannot agree, you may turn to the National Board for Consumer Disputes (ARN), Box 174, 101 23 Stockholm, www.arn.se.`,
);

const privacyText = t(
  `Butik AB är personuppgiftsansvarig för de uppgifter du lämnar till oss. Här berättar vi vilka uppgifter vi behandlar, varför och hur länge.

## Vilka uppgifter vi behandlar

Namn, adress, e-postadress och telefonnummer, dina beställningar och returer, och om du har ett konto även dina sparade adresser och din önskelista. Kortuppgifter hanteras av vår betalleverantör; vi sparar aldrig hela kortnumret.

## Varför

För att leverera din beställning och ge dig service (avtal), för att följa bokförings- och konsumentlagstiftning (rättslig förpliktelse) och, om du har valt det, för att skicka vårt nyhetsbrev (samtycke). Du kan när som helst avsluta nyhetsbrevet.

## Hur länge

Orderuppgifter sparar vi i sju år enligt bokföringslagen. Ditt konto finns kvar tills du raderar det, vilket du kan göra själv under Mitt konto.

## Vilka vi delar uppgifter med

Betalleverantörer, transportörer och de som driftar våra system, bara i den mån det behövs för att fullgöra ditt köp. Vi säljer aldrig dina uppgifter.

## Dina rättigheter

Du har rätt att få veta vilka uppgifter vi har om dig, att få dem rättade eller raderade, att få ut dem i ett läsbart format och att invända mot behandlingen. Kontakta kundservice@butik.se. Är du missnöjd kan du klaga hos Integritetsskyddsmyndigheten, IMY.

## Kakor

Vi använder bara de kakor som behövs för att butiken ska fungera: din inloggning, din varukorg och ditt val av valuta.`,
  `Butik AB is the controller of the personal data you give us. Here we explain what data we process, why and for how long.

## What data we process

Your name, address, email address and phone number, your orders and returns, and if you have an account your saved addresses and your wishlist. Card details are handled by our payment provider; we never store the full card number.

## Why

To deliver your order and serve you (contract), to comply with accounting and consumer law (legal obligation) and, if you have chosen it, to send you our newsletter (consent). You can unsubscribe from the newsletter at any time.

## For how long

We keep order details for seven years as the Swedish Bookkeeping Act requires. Your account remains until you delete it, which you can do yourself under My account.

## Who we share data with

Payment providers, carriers and those who run our systems, only as far as needed to complete your purchase. We never sell your data.

## Your rights

You have the right to know what data we hold about you, to have it corrected or erased, to receive it in a readable format and to object to the processing. Contact kundservice@butik.se. If you are not satisfied, you may complain to the Swedish Authority for Privacy Protection (IMY).

## Cookies

We use only the cookies the shop needs to work: your sign-in, your bag and your choice of currency.`,
);

function policyStory(locale: ShopLocale, publishedAt: Date, slug: string, title: Text, text: Text): StoryFile {
  const b = createStoryBuilder(locale, slug);
  return publishedStory({
    key: slug,
    locale,
    name: b.text(title),
    fullSlug: slug,
    publishedAt,
    content: b.block("Page", {
      body: [
        b.block("Hero", { title: b.text(title), image: scene("city", 6, "") }),
        b.block("RichText", { text: richTextFromMarkup(b.text(text)) }),
      ],
    }),
  });
}

/** The terms of purchase and the privacy policy, which sign-up and checkout link to. */
export function policyStories(locale: ShopLocale, publishedAt: Date): StoryFile[] {
  return [
    policyStory(locale, publishedAt, policyPageSlugs.terms, t("Köpvillkor", "Terms of purchase"), termsText),
    policyStory(locale, publishedAt, policyPageSlugs.privacy, t("Integritetspolicy", "Privacy policy"), privacyText),
  ];
}
