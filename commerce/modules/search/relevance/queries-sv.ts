import type { RelevanceQuery } from "./relevance.ts";

const shoes = { category: "Skor" };
const tentsAndSleepingBags = { category: "Tält och sovsäckar" };

/**
 * Swedish searches as shoppers type them: plurals and definite forms of the catalogue's compound
 * nouns, the head of a compound alone, typos, missing å, ä and ö, and what the shop does not sell.
 */
export const swedishQueries: RelevanceQuery[] = [
  // Inflection: the plural or definite form finds the noun, never a product sharing only its first part.
  { group: "inflection", query: "dunjackor", first: { name: "Dunjacka" }, absent: shoes },
  { group: "inflection", query: "regnjackan", first: { name: "Regnjacka" }, absent: { category: "Byxor" } },
  { group: "inflection", query: "ulltröjor", first: { name: "Ulltröja" }, absent: { category: "Strumpor" } },
  {
    group: "inflection",
    query: "vandringskängorna",
    first: { name: "Vandringskänga" },
    absent: { category: "Byxor" },
  },
  { group: "inflection", query: "gummistövlar", first: { name: "Gummistövel" }, absent: { category: "Sneakers" } },
  {
    group: "inflection",
    query: "linneskjortor",
    first: { name: "Linneskjorta" },
    absent: { category: "Klänningar" },
  },
  { group: "inflection", query: "tumvantar", first: { name: "Tumvante" }, absent: shoes },
  { group: "inflection", query: "ullstrumporna", first: { name: "Ullstrumpa" }, absent: { category: "Tröjor" } },
  { group: "inflection", query: "löparskor", first: { name: "Löparsko" }, absent: { category: "Löparkläder" } },
  { group: "inflection", query: "kupoltälten", first: { name: "Kupoltält" }, absent: { category: "Sovsäckar" } },

  // Compound: the head alone finds every compound ending in it, and the category of that name.
  {
    group: "compound",
    query: "tröjor",
    first: { anyOf: [{ nameEnds: "tröja" }, { category: "Tröjor" }] },
    absent: { not: { anyOf: [{ nameEnds: "tröja" }, { category: "Tröjor" }] } },
  },
  {
    group: "compound",
    query: "jackor",
    first: { anyOf: [{ nameEnds: "jacka" }, { category: "Jackor" }, { category: "Jackor och rockar" }] },
    absent: { not: { anyOf: [{ nameEnds: "jacka" }, { category: "Jackor" }, { category: "Jackor och rockar" }] } },
  },
  {
    group: "compound",
    query: "byxor",
    first: { anyOf: [{ nameEnds: "byxa" }, { category: "Byxor" }] },
    absent: { not: { anyOf: [{ nameEnds: "byxa" }, { category: "Byxor" }] } },
  },
  {
    group: "compound",
    query: "kängor",
    first: { anyOf: [{ nameEnds: "känga" }, { category: "Vandringskängor" }] },
    absent: { not: shoes },
  },
  {
    group: "compound",
    query: "ryggsäck",
    first: { nameEnds: "ryggsäck" },
    absent: { not: { category: "Ryggsäckar" } },
  },
  { group: "compound", query: "sovsäckar", first: { nameEnds: "sovsäck" }, absent: { not: tentsAndSleepingBags } },
  { group: "compound", query: "tält", first: { nameEnds: "tält" }, absent: { not: tentsAndSleepingBags } },
  // A compound typed apart.
  { group: "compound", query: "dun jacka", first: { name: "Dunjacka" }, absent: shoes },
  { group: "compound", query: "ull mössa", first: { name: "Ullmössa" }, absent: shoes },
  {
    group: "compound",
    query: "glasögon",
    first: { nameEnds: "glasögon" },
    absent: { not: { category: "Solglasögon" } },
  },

  // Typos: an extra, missing, wrong or swapped letter at the start, middle or end; two in long words.
  {
    group: "typo",
    query: "ssneakers",
    first: { anyOf: [{ name: "Sneaker" }, { category: "Sneakers" }] },
    absent: { not: shoes },
  },
  { group: "typo", query: "kupolltält", first: { name: "Kupoltält" }, absent: { not: tentsAndSleepingBags } },
  { group: "typo", query: "dunvästt", first: { name: "Dunväst" }, absent: { not: { category: "Dunjackor" } } },
  { group: "typo", query: "andringskänga", first: { name: "Vandringskänga" }, absent: { category: "Byxor" } },
  { group: "typo", query: "sovsäk", first: { nameEnds: "sovsäck" }, absent: { not: tentsAndSleepingBags } },
  { group: "typo", query: "ryggsäk", first: { nameEnds: "ryggsäck" }, absent: { not: { category: "Ryggsäckar" } } },
  {
    group: "typo",
    query: "stigfinare",
    first: { brand: "Stigfinnare" },
    absent: { not: { brand: "Stigfinnare" } },
  },
  { group: "typo", query: "linneskjort", first: { name: "Linneskjorta" }, absent: { category: "Klänningar" } },
  { group: "typo", query: "lofta", first: { name: "Kofta" }, absent: { not: { category: "Tröjor" } } },
  { group: "typo", query: "skaljavka", first: { name: "Skaljacka" }, absent: shoes },
  { group: "typo", query: "gummistövek", first: { name: "Gummistövel" }, absent: { not: { category: "Stövlar" } } },
  { group: "typo", query: "udnjacka", first: { name: "Dunjacka" }, absent: shoes },
  { group: "typo", query: "tlät", first: { nameEnds: "tält" }, absent: { not: tentsAndSleepingBags } },
  {
    group: "typo",
    query: "jakca",
    first: { nameEnds: "jacka" },
    absent: { not: { anyOf: [{ nameEnds: "jacka" }, { category: "Jackor" }, { category: "Jackor och rockar" }] } },
  },
  {
    group: "typo",
    query: "ullmösas",
    first: { name: "Ullmössa" },
    absent: { not: { category: "Mössor och vantar" } },
  },
  { group: "typo", query: "flanelskjota", first: { name: "Flanellskjorta" }, absent: { category: "Klänningar" } },
  { group: "typo", query: "gumistöfel", first: { name: "Gummistövel" }, absent: { not: { category: "Stövlar" } } },

  // Diacritics: typed without å, ä and ö.
  { group: "diacritics", query: "kanga", first: { nameEnds: "känga" }, absent: { not: shoes } },
  {
    group: "diacritics",
    query: "mossa",
    first: { name: "Ullmössa" },
    absent: { not: { category: "Mössor och vantar" } },
  },
  {
    group: "diacritics",
    query: "troja",
    first: { anyOf: [{ nameEnds: "tröja" }, { category: "Tröjor" }] },
    absent: { not: { anyOf: [{ nameEnds: "tröja" }, { category: "Tröjor" }] } },
  },
  { group: "diacritics", query: "sovsack", first: { nameEnds: "sovsäck" }, absent: { not: tentsAndSleepingBags } },
  {
    group: "diacritics",
    query: "glasogon",
    first: { nameEnds: "glasögon" },
    absent: { not: { category: "Solglasögon" } },
  },
  {
    group: "diacritics",
    query: "langkalsonger",
    first: { name: "Långkalsonger" },
    absent: { not: { category: "Underställ" } },
  },
  { group: "diacritics", query: "talt", first: { nameEnds: "tält" }, absent: { not: tentsAndSleepingBags } },
  {
    group: "diacritics",
    query: "bjorko studio",
    first: { brand: "Björkö Studio" },
    absent: { not: { brand: "Björkö Studio" } },
  },
  { group: "diacritics", query: "fjallbris", first: { brand: "Fjällbris" }, absent: { not: { brand: "Fjällbris" } } },
  { group: "diacritics", query: "are", first: { name: "Åre" }, absent: { not: { name: "Åre" } } },
  {
    group: "diacritics",
    query: "gummistovel",
    first: { name: "Gummistövel" },
    absent: { not: { category: "Stövlar" } },
  },

  // Multi-word: every word matched comes first; products matching none of the words never show.
  {
    group: "multi-word",
    query: "svart dunjacka",
    first: { allOf: [{ name: "Dunjacka" }, { colour: "Svart" }] },
    absent: { allOf: [shoes, { not: { colour: "Svart" } }] },
  },
  {
    group: "multi-word",
    query: "dunjacka herr",
    first: { allOf: [{ name: "Dunjacka" }, { category: "Herr" }] },
    absent: { allOf: [{ category: "Dam" }, { not: { name: "Dunjacka" } }] },
  },
  {
    group: "multi-word",
    query: "jacka barn",
    first: { allOf: [{ nameEnds: "jacka" }, { category: "Barn" }] },
    absent: shoes,
  },
  {
    group: "multi-word",
    query: "tröja för barn",
    first: { allOf: [{ nameEnds: "tröja" }, { category: "Barn" }] },
    absent: shoes,
  },
  {
    group: "multi-word",
    query: "kiruna dunjacka",
    first: { allOf: [{ name: "Kiruna" }, { name: "Dunjacka" }] },
    absent: { allOf: [shoes, { not: { name: "Kiruna" } }] },
  },
  {
    group: "multi-word",
    query: "abisko tält",
    first: { allOf: [{ name: "Abisko" }, { nameEnds: "tält" }] },
    absent: { allOf: [shoes, { not: { name: "Abisko" } }] },
  },
  {
    group: "multi-word",
    query: "vit linneskjorta",
    first: { allOf: [{ name: "Linneskjorta" }, { colour: "Vit" }] },
    absent: { allOf: [shoes, { not: { colour: "Vit" } }] },
  },
  {
    group: "multi-word",
    query: "ullstrumpor merinoull",
    first: { allOf: [{ name: "Ullstrumpa" }, { material: "Merinoull" }] },
    absent: shoes,
  },
  {
    group: "multi-word",
    query: "tallvik dunjacka",
    first: { allOf: [{ brand: "Tallvik" }, { name: "Dunjacka" }] },
    absent: { allOf: [shoes, { not: { brand: "Tallvik" } }] },
  },
  {
    group: "multi-word",
    query: "regnjacka dam",
    first: { allOf: [{ category: "Dam" }, { anyOf: [{ name: "Regnjacka" }, { category: "Regnjackor" }] }] },
    absent: { allOf: [{ category: "Herr" }, { not: { category: "Jackor" } }] },
  },

  // Brand: a brand's name shows that brand's products, and only them.
  { group: "brand", query: "tallvik", first: { brand: "Tallvik" }, absent: { not: { brand: "Tallvik" } } },
  { group: "brand", query: "kustlinje", first: { brand: "Kustlinje" }, absent: { not: { brand: "Kustlinje" } } },
  { group: "brand", query: "vinterhav", first: { brand: "Vinterhav" }, absent: { not: { brand: "Vinterhav" } } },
  {
    group: "brand",
    query: "stigfinnare",
    first: { brand: "Stigfinnare" },
    absent: { not: { brand: "Stigfinnare" } },
  },
  { group: "brand", query: "fjällbris", first: { brand: "Fjällbris" }, absent: { not: { brand: "Fjällbris" } } },
  {
    group: "brand",
    query: "ljung och lav",
    first: { brand: "Ljung och Lav" },
    absent: { not: { brand: "Ljung och Lav" } },
  },
  {
    group: "brand",
    query: "norrsken",
    first: { brand: "Norrsken Outdoor" },
    absent: { not: { brand: "Norrsken Outdoor" } },
  },
  {
    group: "brand",
    query: "Björkö Studio",
    first: { brand: "Björkö Studio" },
    absent: { not: { brand: "Björkö Studio" } },
  },

  // Category: a category's name shows its products, and only what belongs there.
  {
    group: "category",
    query: "ytterkläder",
    first: { category: "Ytterkläder" },
    absent: { not: { category: "Ytterkläder" } },
  },
  {
    group: "category",
    query: "accessoarer",
    first: { category: "Accessoarer" },
    absent: { not: { category: "Accessoarer" } },
  },
  {
    group: "category",
    query: "friluftsliv",
    first: { category: "Friluftsliv" },
    absent: { not: { category: "Friluftsliv" } },
  },
  { group: "category", query: "skjortor", first: { category: "Skjortor" }, absent: { not: { category: "Skjortor" } } },
  { group: "category", query: "väskor", first: { category: "Väskor" }, absent: { not: { category: "Väskor" } } },
  { group: "category", query: "stövlar", first: { category: "Stövlar" }, absent: { not: { category: "Stövlar" } } },
  {
    group: "category",
    query: "träningskläder",
    first: { category: "Träningskläder" },
    absent: { not: { category: "Sport" } },
  },
  {
    group: "category",
    query: "mössor och vantar",
    first: { category: "Mössor och vantar" },
    absent: { not: { category: "Mössor och vantar" } },
  },
  { group: "category", query: "barn", first: { category: "Barn" }, absent: { not: { category: "Barn" } } },
  {
    group: "category",
    query: "underkläder",
    first: { category: "Underkläder och strumpor" },
    absent: { not: { category: "Underkläder och strumpor" } },
  },
  {
    group: "category",
    query: "klänningar",
    first: { category: "Klänningar" },
    absent: { not: { category: "Klänningar" } },
  },

  // Description: what a product is like, which only its description says; names still come first.
  {
    group: "description",
    query: "vattentät jacka",
    first: { allOf: [{ nameEnds: "jacka" }, { description: "vattentät" }] },
    absent: { not: { description: "vattentät" } },
  },
  {
    group: "description",
    query: "vattentäta kängor",
    first: { allOf: [{ nameEnds: "känga" }, { description: "vattentät" }] },
    absent: { not: { description: "vattentät" } },
  },
  {
    group: "description",
    query: "jacka med huva",
    first: {
      allOf: [
        { anyOf: [{ nameEnds: "jacka" }, { category: "Jackor" }, { category: "Jackor och rockar" }] },
        { description: "huva" },
      ],
    },
    absent: { not: { description: "huva" } },
  },
  {
    group: "description",
    query: "laptopfack",
    first: { description: "laptopfack" },
    absent: { not: { description: "laptopfack" } },
  },
  {
    group: "description",
    query: "ryggsäck med höftbälte",
    first: { allOf: [{ nameEnds: "ryggsäck" }, { description: "höftbälte" }] },
    absent: { not: { description: "höftbälte" } },
  },
  {
    group: "description",
    query: "polariserade solglasögon",
    first: { allOf: [{ name: "Solglasögon" }, { description: "polariserade" }] },
    absent: { not: { description: "polariserade" } },
  },
  {
    group: "description",
    query: "tejpade sömmar",
    first: { description: "tejpade sömmar" },
    absent: { not: { description: "tejpade sömmar" } },
  },
  {
    group: "description",
    query: "packbar",
    first: { description: "packbar" },
    absent: { not: { description: "packbar" } },
  },
  {
    group: "description",
    query: "tält för två personer",
    first: { allOf: [{ nameEnds: "tält" }, { description: "två personer" }] },
    absent: { not: { description: "två personer" } },
  },
  {
    group: "description",
    query: "absider",
    first: { description: "absider" },
    absent: { not: { description: "absider" } },
  },
  {
    group: "description",
    query: "reflexer",
    first: { description: "reflexer" },
    absent: { not: { description: "reflexer" } },
  },
  {
    group: "description",
    query: "uv-skydd",
    first: { description: "UV-skydd" },
    absent: { not: { description: "UV-skydd" } },
  },

  // A word some names have and other products' descriptions: the names come first.
  {
    group: "description",
    query: "stickad",
    first: { name: "Stickad" },
    absent: { not: { anyOf: [{ name: "Stickad" }, { description: "stickad" }] } },
  },

  // No result: things the shop does not sell, some of them compounds of words it does use (barn, skal).
  { group: "no-result", query: "cykel" },
  { group: "no-result", query: "paraply" },
  { group: "no-result", query: "kaffebryggare" },
  { group: "no-result", query: "surfbräda" },
  { group: "no-result", query: "mobilskal" },
  { group: "no-result", query: "barnvagn" },
  { group: "no-result", query: "golfklubbor" },
  { group: "no-result", query: "läppstift" },
];
