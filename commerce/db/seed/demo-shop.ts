import type { Text } from "./demo-catalogue.ts";

/** Currencies: SEK is the default; conversion rates turn a SEK price into a rounded local price. */
export const demoCurrencies = [
  { code: "SEK", name: "Svensk krona", prefix: "", suffix: " kr", isDefault: true, rateFromSek: 1, priceEnding: 0 },
  { code: "EUR", name: "Euro", prefix: "€", suffix: "", isDefault: false, rateFromSek: 1 / 11.4, priceEnding: 95 },
  {
    code: "GBP",
    name: "Pound sterling",
    prefix: "£",
    suffix: "",
    isDefault: false,
    rateFromSek: 1 / 13.3,
    priceEnding: 99,
  },
] as const;

export const demoFlags: { code: string; name: Text }[] = [
  { code: "news", name: { sv: "Nyhet", en: "New" } },
  { code: "sale", name: { sv: "Rea", en: "Sale" } },
];

export const demoWarehouses = [
  { code: "BORAS", name: "Centrallager Borås", city: "Borås" },
  { code: "JKPG", name: "Reservlager Jönköping", city: "Jönköping" },
];

type Hours = [string, string] | null;

export interface DemoStore {
  code: string;
  name: Text;
  streetAddress: string;
  zipCode: string;
  city: string;
  latitude: number;
  longitude: number;
  phone: string;
  fax: string;
  weekdays: Hours;
  saturday: Hours;
  sunday: Hours;
}

const mall: Pick<DemoStore, "weekdays" | "saturday" | "sunday"> = {
  weekdays: ["10:00", "20:00"],
  saturday: ["10:00", "18:00"],
  sunday: ["11:00", "17:00"],
};
const cityCentre: Pick<DemoStore, "weekdays" | "saturday" | "sunday"> = {
  weekdays: ["10:00", "19:00"],
  saturday: ["10:00", "17:00"],
  sunday: ["12:00", "16:00"],
};
const smallTown: Pick<DemoStore, "weekdays" | "saturday" | "sunday"> = {
  weekdays: ["10:00", "18:00"],
  saturday: ["10:00", "15:00"],
  sunday: null,
};

export const demoStores: DemoStore[] = [
  {
    code: "STO-DROTT",
    name: { sv: "Butik Stockholm Drottninggatan", en: "Butik Stockholm Drottninggatan" },
    streetAddress: "Drottninggatan 53",
    zipCode: "111 21",
    city: "Stockholm",
    latitude: 59.3326,
    longitude: 18.0649,
    phone: "08-411 22 30",
    fax: "08-411 22 31",
    ...cityCentre,
  },
  {
    code: "STO-SODER",
    name: { sv: "Butik Södermalm", en: "Butik Södermalm" },
    streetAddress: "Götgatan 31",
    zipCode: "116 21",
    city: "Stockholm",
    latitude: 59.3155,
    longitude: 18.0716,
    phone: "08-640 18 90",
    fax: "08-640 18 91",
    ...cityCentre,
  },
  {
    code: "GBG-AVEN",
    name: { sv: "Butik Göteborg Avenyn", en: "Butik Gothenburg Avenyn" },
    streetAddress: "Kungsportsavenyen 22",
    zipCode: "411 36",
    city: "Göteborg",
    latitude: 57.7006,
    longitude: 11.9745,
    phone: "031-711 45 20",
    fax: "031-711 45 21",
    ...cityCentre,
  },
  {
    code: "MMO-SODER",
    name: { sv: "Butik Malmö", en: "Butik Malmö" },
    streetAddress: "Södergatan 8",
    zipCode: "211 34",
    city: "Malmö",
    latitude: 55.6039,
    longitude: 13.0007,
    phone: "040-611 70 40",
    fax: "040-611 70 41",
    ...cityCentre,
  },
  {
    code: "UPP-SVART",
    name: { sv: "Butik Uppsala", en: "Butik Uppsala" },
    streetAddress: "Svartbäcksgatan 10",
    zipCode: "753 20",
    city: "Uppsala",
    latitude: 59.8608,
    longitude: 17.6389,
    phone: "018-12 34 50",
    fax: "018-12 34 51",
    ...cityCentre,
  },
  {
    code: "LKP-STOR",
    name: { sv: "Butik Linköping", en: "Butik Linköping" },
    streetAddress: "Storgatan 30",
    zipCode: "582 23",
    city: "Linköping",
    latitude: 58.4106,
    longitude: 15.6215,
    phone: "013-13 57 60",
    fax: "013-13 57 61",
    ...mall,
  },
  {
    code: "ORE-DROTT",
    name: { sv: "Butik Örebro", en: "Butik Örebro" },
    streetAddress: "Drottninggatan 20",
    zipCode: "702 22",
    city: "Örebro",
    latitude: 59.2723,
    longitude: 15.2134,
    phone: "019-611 23 70",
    fax: "019-611 23 71",
    ...mall,
  },
  {
    code: "JKG-OSTRA",
    name: { sv: "Butik Jönköping", en: "Butik Jönköping" },
    streetAddress: "Östra Storgatan 10",
    zipCode: "553 21",
    city: "Jönköping",
    latitude: 57.7826,
    longitude: 14.1618,
    phone: "036-71 24 80",
    fax: "036-71 24 81",
    ...mall,
  },
  {
    code: "SDL-STOR",
    name: { sv: "Butik Sundsvall", en: "Butik Sundsvall" },
    streetAddress: "Storgatan 18",
    zipCode: "852 30",
    city: "Sundsvall",
    latitude: 62.3908,
    longitude: 17.3069,
    phone: "060-61 45 90",
    fax: "060-61 45 91",
    ...cityCentre,
  },
  {
    code: "OSD-PRAST",
    name: { sv: "Butik Östersund", en: "Butik Östersund" },
    streetAddress: "Prästgatan 30",
    zipCode: "831 31",
    city: "Östersund",
    latitude: 63.1767,
    longitude: 14.6361,
    phone: "063-51 22 10",
    fax: "063-51 22 11",
    ...smallTown,
  },
  {
    code: "UME-KUNG",
    name: { sv: "Butik Umeå", en: "Butik Umeå" },
    streetAddress: "Kungsgatan 50",
    zipCode: "903 26",
    city: "Umeå",
    latitude: 63.8258,
    longitude: 20.263,
    phone: "090-14 33 20",
    fax: "090-14 33 21",
    ...cityCentre,
  },
  {
    code: "LLA-STOR",
    name: { sv: "Butik Luleå", en: "Butik Luleå" },
    streetAddress: "Storgatan 25",
    zipCode: "972 38",
    city: "Luleå",
    latitude: 65.5848,
    longitude: 22.1547,
    phone: "0920-22 41 30",
    fax: "0920-22 41 31",
    ...smallTown,
  },
  {
    code: "KRN-FOREN",
    name: { sv: "Butik Kiruna", en: "Butik Kiruna" },
    streetAddress: "Föreningsgatan 11",
    zipCode: "981 31",
    city: "Kiruna",
    latitude: 67.8558,
    longitude: 20.2253,
    phone: "0980-171 40",
    fax: "0980-171 41",
    weekdays: ["10:00", "18:00"],
    saturday: ["10:00", "14:00"],
    sunday: null,
  },
];

export const demoPaymentMethods: {
  code: string;
  provider: "sandbox" | "klarna";
  kind: "card" | "instalments" | "hosted";
  name: Text;
  description: Text;
}[] = [
  {
    code: "card",
    provider: "sandbox",
    kind: "card",
    name: { sv: "Kort", en: "Card" },
    description: { sv: "Visa och Mastercard", en: "Visa and Mastercard" },
  },
  {
    code: "instalments",
    provider: "sandbox",
    kind: "instalments",
    name: { sv: "Delbetalning", en: "Instalments" },
    description: { sv: "Betala över 3, 6 eller 12 månader", en: "Pay over 3, 6 or 12 months" },
  },
  {
    code: "klarna",
    provider: "klarna",
    kind: "hosted",
    name: { sv: "Klarna", en: "Klarna" },
    description: { sv: "Kort, faktura eller delbetalning hos Klarna", en: "Card, invoice or instalments with Klarna" },
  },
];

export const demoDeliveryMethods: {
  code: string;
  kind: "home" | "store_pickup";
  name: Text;
  prices: Record<string, number>;
}[] = [
  {
    code: "home",
    kind: "home",
    name: { sv: "Hemleverans", en: "Home delivery" },
    prices: { SEK: 4900, EUR: 495, GBP: 395 },
  },
  {
    code: "store-pickup",
    kind: "store_pickup",
    name: { sv: "Hämta i butik", en: "Pick up in store" },
    prices: { SEK: 0, EUR: 0, GBP: 0 },
  },
];

/** A customer to log in as in the demo shop (the README lists the credentials). */
export const demoCustomer = {
  email: "demo@butik.se",
  password: "butik-demo-2026",
  firstName: "Astrid",
  lastName: "Lindqvist",
  phone: "070-123 45 67",
  address: { streetAddress: "Sankt Eriksgatan 63", zipCode: "112 34", city: "Stockholm", country: "SE" },
};
