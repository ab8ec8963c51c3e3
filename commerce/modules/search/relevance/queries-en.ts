import type { RelevanceQuery } from "./relevance.ts";

const shoes = { category: "Shoes" };
const jumpers = { category: "Jumpers" };
const hatsAndGloves = { category: "Hats and gloves" };
const anyJacket = { anyOf: [{ name: "Jacket" }, { category: "Jackets and coats" }, { category: "Jackets" }] };

/**
 * English searches as shoppers type them: plurals, compounds written together or apart, typos,
 * Swedish brand and model names without å, ä and ö, and what the shop does not sell.
 */
export const englishQueries: RelevanceQuery[] = [
  // Inflection: plurals find the singular; "down" and "top" are product words, not stop words.
  { group: "inflection", query: "down jackets", first: { name: "Down Jacket" }, absent: shoes },
  { group: "inflection", query: "parkas", first: { name: "Parka" }, absent: { not: { category: "Winter jackets" } } },
  { group: "inflection", query: "hoodies", first: { name: "Hoodie" }, absent: { not: jumpers } },
  { group: "inflection", query: "cardigans", first: { name: "Cardigan" }, absent: { not: jumpers } },
  { group: "inflection", query: "mittens", first: { name: "Mitten" }, absent: { not: hatsAndGloves } },
  { group: "inflection", query: "wellington boots", first: { name: "Wellington Boot" }, absent: { not: shoes } },
  {
    group: "inflection",
    query: "dresses",
    first: { category: "Dresses" },
    absent: { not: { category: "Dresses" } },
  },
  { group: "inflection", query: "running shoes", first: { name: "Running Shoe" }, absent: { category: "Jackets" } },
  { group: "inflection", query: "hiking socks", first: { name: "Hiking Sock" }, absent: { category: "Sunglasses" } },
  {
    group: "inflection",
    query: "gilets",
    first: { name: "Down Gilet" },
    absent: { not: { category: "Down jackets" } },
  },
  { group: "inflection", query: "beanies", first: { name: "Wool Beanie" }, absent: { not: hatsAndGloves } },
  {
    group: "inflection",
    query: "knitted dresses",
    first: { name: "Knitted Dress" },
    absent: { not: { category: "Dresses" } },
  },
  {
    group: "inflection",
    query: "tents",
    first: { name: "Tent" },
    absent: { not: { category: "Tents and sleeping bags" } },
  },
  { group: "inflection", query: "running tops", first: { name: "Running Top" }, absent: { category: "Bags" } },

  // Compound: a one-word noun typed in two words, or two words typed as one.
  // "back" is one typo from the colour Black, so black shoes may show.
  {
    group: "compound",
    query: "back pack",
    first: { category: "Backpacks" },
    absent: { allOf: [shoes, { not: { colour: "Black" } }] },
  },
  { group: "compound", query: "snow suit", first: { name: "Snowsuit" }, absent: shoes },
  { group: "compound", query: "sweat shirt", first: { name: "Sweatshirt" }, absent: shoes },
  { group: "compound", query: "sun glasses", first: { name: "Sunglasses" }, absent: shoes },
  { group: "compound", query: "sleepingbag", first: { name: "Sleeping Bag" }, absent: shoes },
  { group: "compound", query: "baselayer", first: { category: "Base layers" }, absent: shoes },
  { group: "compound", query: "tshirt", first: { name: "T-shirt" }, absent: shoes },
  { group: "compound", query: "longjohns", first: { name: "Long Johns" }, absent: shoes },
  { group: "compound", query: "weekendbag", first: { name: "Weekend Bag" }, absent: shoes },
  { group: "compound", query: "t shirt", first: { name: "T-shirt" }, absent: shoes },

  // Typos: an extra, missing, wrong or swapped letter at the start, middle or end; two in long words.
  { group: "typo", query: "ddaypack", first: { name: "Daypack" }, absent: { not: { category: "Backpacks" } } },
  { group: "typo", query: "shunglasses", first: { name: "Sunglasses" }, absent: { not: { category: "Sunglasses" } } },
  { group: "typo", query: "cardigann", first: { name: "Cardigan" }, absent: { not: jumpers } },
  { group: "typo", query: "oodie", first: { name: "Hoodie" }, absent: { not: jumpers } },
  { group: "typo", query: "sleepng bag", first: { name: "Sleeping Bag" }, absent: shoes },
  { group: "typo", query: "mitens", first: { name: "Mitten" }, absent: { not: hatsAndGloves } },
  { group: "typo", query: "snowsui", first: { name: "Snowsuit" }, absent: { not: { category: "Outerwear" } } },
  { group: "typo", query: "vardigan", first: { name: "Cardigan" }, absent: { not: jumpers } },
  {
    group: "typo",
    query: "glasier glasses",
    first: { name: "Glacier Glasses" },
    absent: { not: { category: "Sunglasses" } },
  },
  { group: "typo", query: "backpacj", first: { name: "Backpack" }, absent: { not: { category: "Backpacks" } } },
  { group: "typo", query: "bost", first: { name: "Boot" }, absent: { not: shoes } },
  { group: "typo", query: "tnet", first: { name: "Tent" }, absent: { not: { category: "Tents and sleeping bags" } } },
  { group: "typo", query: "jakcet", first: { name: "Jacket" }, absent: { not: anyJacket } },
  {
    group: "typo",
    query: "sokcs",
    first: { category: "Socks" },
    absent: { not: { category: "Underwear and socks" } },
  },
  { group: "typo", query: "hoodei", first: { name: "Hoodie" }, absent: { not: jumpers } },
  { group: "typo", query: "parak", first: { name: "Parka" }, absent: { not: { category: "Winter jackets" } } },
  { group: "typo", query: "kustlinej", first: { brand: "Kustlinje" }, absent: { not: { brand: "Kustlinje" } } },
  { group: "typo", query: "swetshrit", first: { name: "Sweatshirt" }, absent: { not: { category: "Tops" } } },
  { group: "typo", query: "welingtn boots", first: { name: "Wellington Boot" }, absent: { not: shoes } },

  // Diacritics: Swedish brand and model names typed with or without å, ä and ö.
  {
    group: "diacritics",
    query: "bjorko",
    first: { brand: "Björkö Studio" },
    absent: { not: { brand: "Björkö Studio" } },
  },
  {
    group: "diacritics",
    query: "björkö studio",
    first: { brand: "Björkö Studio" },
    absent: { not: { brand: "Björkö Studio" } },
  },
  {
    group: "diacritics",
    query: "bjorko studio",
    first: { brand: "Björkö Studio" },
    absent: { not: { brand: "Björkö Studio" } },
  },
  { group: "diacritics", query: "fjallbris", first: { brand: "Fjällbris" }, absent: { not: { brand: "Fjällbris" } } },
  { group: "diacritics", query: "fjällbris", first: { brand: "Fjällbris" }, absent: { not: { brand: "Fjällbris" } } },
  // "are" is an English stop word and here also the model Åre.
  {
    group: "diacritics",
    query: "are parka",
    first: { allOf: [{ name: "Åre" }, { name: "Parka" }] },
    absent: { allOf: [shoes, { not: { name: "Åre" } }] },
  },
  { group: "diacritics", query: "åre", first: { name: "Åre" }, absent: { not: { name: "Åre" } } },
  {
    group: "diacritics",
    query: "are down jacket",
    first: { allOf: [{ name: "Åre" }, { name: "Down Jacket" }] },
    absent: { allOf: [{ category: "Bags" }, { not: { name: "Åre" } }] },
  },

  // Multi-word: every word matched comes first; products matching none of the words never show.
  {
    group: "multi-word",
    query: "black down jacket",
    first: { allOf: [{ name: "Down Jacket" }, { colour: "Black" }] },
    absent: { allOf: [{ category: "Sunglasses" }, { not: { colour: "Black" } }] },
  },
  {
    group: "multi-word",
    query: "mens down jacket",
    first: { allOf: [{ name: "Down Jacket" }, { category: "Men" }] },
    absent: { category: "Tops" },
  },
  {
    group: "multi-word",
    query: "rain jacket",
    first: { anyOf: [{ name: "Rain Jacket" }, { category: "Rain jackets" }] },
    absent: { not: anyJacket },
  },
  { group: "multi-word", query: "mountain boot", first: { name: "Mountain Boot" }, absent: { not: shoes } },
  {
    group: "multi-word",
    query: "womens jumper",
    first: { allOf: [{ category: "Women" }, jumpers] },
    absent: shoes,
  },
  { group: "multi-word", query: "kids joggers", first: { name: "Joggers" }, absent: { category: "Bags" } },
  {
    group: "multi-word",
    query: "wool socks",
    first: {
      allOf: [
        { category: "Socks" },
        { anyOf: [{ name: "Wool Sock" }, { material: "Wool" }, { material: "Merino wool" }] },
      ],
    },
    absent: shoes,
  },
  {
    group: "multi-word",
    query: "abisko tent",
    first: { allOf: [{ name: "Abisko" }, { name: "Tent" }] },
    absent: { allOf: [shoes, { not: { name: "Abisko" } }] },
  },
  {
    group: "multi-word",
    query: "tallvik hoodie",
    first: { allOf: [{ brand: "Tallvik" }, { name: "Hoodie" }] },
    absent: { allOf: [shoes, { not: { brand: "Tallvik" } }] },
  },
  // "for" begins the colour Forest green.
  {
    group: "multi-word",
    query: "shoes for running",
    first: { name: "Running Shoe" },
    absent: { allOf: [{ category: "Jackets" }, { not: { colour: "Forest green" } }] },
  },
  {
    group: "multi-word",
    query: "white linen shirt",
    first: { allOf: [{ name: "Linen Shirt" }, { colour: "White" }] },
    absent: { allOf: [shoes, { not: { colour: "White" } }] },
  },
  {
    group: "multi-word",
    query: "kiruna down jacket",
    first: { allOf: [{ name: "Kiruna" }, { name: "Down Jacket" }] },
    absent: { allOf: [{ category: "Bags" }, { not: { name: "Kiruna" } }] },
  },

  // Brand: a brand's name shows that brand's products first.
  { group: "brand", query: "tallvik", first: { brand: "Tallvik" }, absent: { not: { brand: "Tallvik" } } },
  { group: "brand", query: "Kustlinje", first: { brand: "Kustlinje" }, absent: { not: { brand: "Kustlinje" } } },
  { group: "brand", query: "vinterhav", first: { brand: "Vinterhav" }, absent: { not: { brand: "Vinterhav" } } },
  {
    group: "brand",
    query: "stigfinnare",
    first: { brand: "Stigfinnare" },
    absent: { not: { brand: "Stigfinnare" } },
  },
  // "outdoor" is also the Outdoor category.
  {
    group: "brand",
    query: "norrsken outdoor",
    first: { brand: "Norrsken Outdoor" },
    absent: { allOf: [{ not: { brand: "Norrsken Outdoor" } }, { not: { category: "Outdoor" } }] },
  },
  {
    group: "brand",
    query: "norrsken",
    first: { brand: "Norrsken Outdoor" },
    absent: { not: { brand: "Norrsken Outdoor" } },
  },
  {
    group: "brand",
    query: "ljung and lav",
    first: { brand: "Ljung och Lav" },
    absent: { not: { brand: "Ljung och Lav" } },
  },
  { group: "brand", query: "Fjällbris", first: { brand: "Fjällbris" }, absent: { not: { brand: "Fjällbris" } } },

  // Category: a category's name shows its products first.
  {
    group: "category",
    query: "outerwear",
    first: { category: "Outerwear" },
    absent: { not: { category: "Outerwear" } },
  },
  {
    group: "category",
    query: "accessories",
    first: { category: "Accessories" },
    absent: { not: { category: "Accessories" } },
  },
  {
    group: "category",
    query: "base layers",
    first: { category: "Base layers" },
    absent: { not: { category: "Base layers" } },
  },
  {
    group: "category",
    query: "wellies",
    first: { category: "Wellies and boots" },
    absent: { not: { category: "Wellies and boots" } },
  },
  { group: "category", query: "hats and gloves", first: hatsAndGloves, absent: { not: hatsAndGloves } },
  {
    group: "category",
    query: "running wear",
    first: { category: "Running wear" },
    absent: { not: { category: "Running wear" } },
  },
  { group: "category", query: "kids", first: { category: "Kids" }, absent: { not: { category: "Kids" } } },
  // Two typos from "trainers" is the stem "train" of Training wear, which is not what was meant.
  {
    group: "category",
    query: "trainers",
    first: { category: "Trainers" },
    absent: { category: "Training wear" },
  },
  {
    group: "category",
    query: "tops",
    first: { anyOf: [{ category: "Tops" }, { name: "Top" }] },
    absent: shoes,
  },

  // Description: what a product is like, which only its description says; names still come first.
  {
    group: "description",
    query: "waterproof jacket",
    first: { allOf: [anyJacket, { description: "waterproof" }] },
    absent: { not: { description: "waterproof" } },
  },
  {
    group: "description",
    query: "waterproof boots",
    first: { allOf: [{ name: "Boot" }, { description: "waterproof" }] },
    absent: { not: { description: "waterproof" } },
  },
  {
    group: "description",
    query: "jacket with hood",
    first: { allOf: [anyJacket, { description: "hood" }] },
    absent: { not: { description: "hood" } },
  },
  {
    group: "description",
    query: "two-person tent",
    first: { allOf: [{ name: "Tent" }, { description: "two-person" }] },
    absent: { not: { description: "two-person" } },
  },
  {
    group: "description",
    query: "polarised sunglasses",
    first: { allOf: [{ name: "Sunglasses" }, { description: "polarised" }] },
    absent: { not: { description: "polarised" } },
  },
  {
    group: "description",
    query: "laptop sleeve",
    first: { description: "laptop sleeve" },
    absent: { not: { description: "laptop" } },
  },
  {
    group: "description",
    query: "backpack with hip belt",
    first: { allOf: [{ name: "Backpack" }, { description: "hip belt" }] },
    absent: { not: { description: "hip belt" } },
  },
  {
    group: "description",
    query: "taped seams",
    first: { description: "taped seams" },
    absent: { not: { description: "taped seams" } },
  },
  {
    group: "description",
    query: "packable",
    first: { description: "packable" },
    absent: { not: { description: "packable" } },
  },
  {
    group: "description",
    query: "reflective",
    first: { description: "reflective" },
    absent: { not: { description: "reflective" } },
  },
  {
    group: "description",
    query: "uv protection",
    first: { description: "UV protection" },
    absent: { not: { description: "UV protection" } },
  },

  // A word some names have and other products' descriptions: the names come first.
  {
    group: "description",
    query: "knitted",
    first: { name: "Knitted" },
    absent: { not: { anyOf: [{ name: "Knitted" }, { description: "knitted" }] } },
  },
  {
    group: "description",
    query: "rain",
    first: { anyOf: [{ name: "Rain" }, { category: "Rain jackets" }] },
    absent: { not: { anyOf: [{ name: "Rain" }, { category: "Rain jackets" }, { description: "rain" }] } },
  },

  // No result: things the shop does not sell.
  { group: "no-result", query: "bicycle" },
  { group: "no-result", query: "umbrella" },
  { group: "no-result", query: "coffee maker" },
  { group: "no-result", query: "surfboard" },
  { group: "no-result", query: "headphones" },
  { group: "no-result", query: "pram" },
  { group: "no-result", query: "golf clubs" },
  { group: "no-result", query: "lipstick" },
];
