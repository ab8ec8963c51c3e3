/** The demo shop's fixed vocabulary: a Swedish fashion and outdoor shop, every text in sv-SE and en-GB. */

import type { ProductKind } from "./artwork/kinds.ts";

export interface Text {
  sv: string;
  en: string;
}

export type SizeScale = "clothing" | "kids" | "shoes" | "one-size" | "sleeping-bag" | "volume" | "tent";

/** What a product is called, and the kind of product that is, which decides how its picture is drawn. */
export interface ProductNoun extends Text {
  kind: ProductKind;
}

/** A leaf category's products: what they are called, how they are sized, and their price band in SEK. */
export interface ProductLine {
  nouns: ProductNoun[];
  sizes: SizeScale;
  priceSek: [number, number];
  materials: string[];
}

export interface CategorySeed {
  name: Text;
  children?: CategorySeed[];
  products?: ProductLine;
}

const clothingMaterials = ["cotton", "recycled-polyester", "merino", "linen"];
const outerwearMaterials = ["recycled-polyester", "down", "nylon", "wool"];
const footwearMaterials = ["leather", "nylon", "recycled-polyester"];
const gearMaterials = ["nylon", "recycled-polyester", "down"];

export const demoCategories: CategorySeed[] = [
  {
    name: { sv: "Dam", en: "Women" },
    children: [
      {
        name: { sv: "Jackor och rockar", en: "Jackets and coats" },
        children: [
          {
            name: { sv: "Vinterjackor", en: "Winter jackets" },
            products: {
              nouns: [
                { sv: "Dunjacka", en: "Down Jacket", kind: "down-jacket" },
                { sv: "Parkas", en: "Parka", kind: "parka" },
              ],
              sizes: "clothing",
              priceSek: [1999, 4499],
              materials: outerwearMaterials,
            },
          },
          {
            name: { sv: "Regnjackor", en: "Rain jackets" },
            products: {
              nouns: [
                { sv: "Regnjacka", en: "Rain Jacket", kind: "rain-jacket" },
                { sv: "Skaljacka", en: "Shell Jacket", kind: "shell-jacket" },
              ],
              sizes: "clothing",
              priceSek: [999, 2999],
              materials: outerwearMaterials,
            },
          },
        ],
      },
      {
        name: { sv: "Tröjor", en: "Jumpers" },
        products: {
          nouns: [
            { sv: "Ulltröja", en: "Wool Jumper", kind: "knit-jumper" },
            { sv: "Kofta", en: "Cardigan", kind: "cardigan" },
            { sv: "Fleecetröja", en: "Fleece Jumper", kind: "fleece-jumper" },
          ],
          sizes: "clothing",
          priceSek: [499, 1499],
          materials: clothingMaterials,
        },
      },
      {
        name: { sv: "Byxor", en: "Trousers" },
        products: {
          nouns: [
            { sv: "Vandringsbyxa", en: "Hiking Trousers", kind: "hiking-trousers" },
            { sv: "Chinos", en: "Chinos", kind: "trousers" },
          ],
          sizes: "clothing",
          priceSek: [599, 1499],
          materials: clothingMaterials,
        },
      },
      {
        name: { sv: "Klänningar", en: "Dresses" },
        products: {
          nouns: [
            { sv: "Linneklänning", en: "Linen Dress", kind: "dress" },
            { sv: "Stickad klänning", en: "Knitted Dress", kind: "knitted-dress" },
          ],
          sizes: "clothing",
          priceSek: [699, 1599],
          materials: clothingMaterials,
        },
      },
    ],
  },
  {
    name: { sv: "Herr", en: "Men" },
    children: [
      {
        name: { sv: "Jackor", en: "Jackets" },
        children: [
          {
            name: { sv: "Skaljackor", en: "Shell jackets" },
            products: {
              nouns: [
                { sv: "Skaljacka", en: "Shell Jacket", kind: "shell-jacket" },
                { sv: "Vindjacka", en: "Wind Jacket", kind: "wind-jacket" },
              ],
              sizes: "clothing",
              priceSek: [1299, 3999],
              materials: outerwearMaterials,
            },
          },
          {
            name: { sv: "Dunjackor", en: "Down jackets" },
            products: {
              nouns: [
                { sv: "Dunjacka", en: "Down Jacket", kind: "down-jacket" },
                { sv: "Dunväst", en: "Down Gilet", kind: "down-gilet" },
              ],
              sizes: "clothing",
              priceSek: [1499, 4999],
              materials: outerwearMaterials,
            },
          },
        ],
      },
      {
        name: { sv: "Tröjor", en: "Jumpers" },
        products: {
          nouns: [
            { sv: "Ulltröja", en: "Wool Jumper", kind: "knit-jumper" },
            { sv: "Luvtröja", en: "Hoodie", kind: "hoodie" },
          ],
          sizes: "clothing",
          priceSek: [499, 1499],
          materials: clothingMaterials,
        },
      },
      {
        name: { sv: "Byxor", en: "Trousers" },
        products: {
          nouns: [
            { sv: "Vandringsbyxa", en: "Hiking Trousers", kind: "hiking-trousers" },
            { sv: "Jeans", en: "Jeans", kind: "jeans" },
          ],
          sizes: "clothing",
          priceSek: [599, 1699],
          materials: clothingMaterials,
        },
      },
      {
        name: { sv: "Skjortor", en: "Shirts" },
        products: {
          nouns: [
            { sv: "Flanellskjorta", en: "Flannel Shirt", kind: "flannel-shirt" },
            { sv: "Linneskjorta", en: "Linen Shirt", kind: "shirt" },
          ],
          sizes: "clothing",
          priceSek: [449, 999],
          materials: clothingMaterials,
        },
      },
    ],
  },
  {
    name: { sv: "Barn", en: "Kids" },
    children: [
      {
        name: { sv: "Ytterkläder", en: "Outerwear" },
        products: {
          nouns: [
            { sv: "Overall", en: "Snowsuit", kind: "snowsuit" },
            { sv: "Vinterjacka", en: "Winter Jacket", kind: "winter-jacket" },
          ],
          sizes: "kids",
          priceSek: [599, 1499],
          materials: outerwearMaterials,
        },
      },
      {
        name: { sv: "Överdelar", en: "Tops" },
        products: {
          nouns: [
            { sv: "T-shirt", en: "T-shirt", kind: "t-shirt" },
            { sv: "Mjukiströja", en: "Sweatshirt", kind: "sweatshirt" },
          ],
          sizes: "kids",
          priceSek: [149, 449],
          materials: clothingMaterials,
        },
      },
      {
        name: { sv: "Byxor", en: "Trousers" },
        products: {
          nouns: [
            { sv: "Mjukisbyxa", en: "Joggers", kind: "joggers" },
            { sv: "Regnbyxa", en: "Rain Trousers", kind: "rain-trousers" },
          ],
          sizes: "kids",
          priceSek: [199, 549],
          materials: clothingMaterials,
        },
      },
    ],
  },
  {
    name: { sv: "Skor", en: "Shoes" },
    children: [
      {
        name: { sv: "Vandringskängor", en: "Hiking boots" },
        products: {
          nouns: [
            { sv: "Vandringskänga", en: "Hiking Boot", kind: "hiking-boot" },
            { sv: "Fjällkänga", en: "Mountain Boot", kind: "hiking-boot" },
          ],
          sizes: "shoes",
          priceSek: [1499, 3299],
          materials: footwearMaterials,
        },
      },
      {
        name: { sv: "Sneakers", en: "Trainers" },
        products: {
          nouns: [
            { sv: "Sneaker", en: "Trainer", kind: "trainer" },
            { sv: "Löparsko", en: "Running Shoe", kind: "running-shoe" },
          ],
          sizes: "shoes",
          priceSek: [799, 1899],
          materials: footwearMaterials,
        },
      },
      {
        name: { sv: "Stövlar", en: "Wellies and boots" },
        products: {
          nouns: [
            { sv: "Gummistövel", en: "Wellington Boot", kind: "wellington-boot" },
            { sv: "Vinterkänga", en: "Winter Boot", kind: "winter-boot" },
          ],
          sizes: "shoes",
          priceSek: [599, 2199],
          materials: footwearMaterials,
        },
      },
    ],
  },
  {
    name: { sv: "Friluftsliv", en: "Outdoor" },
    children: [
      {
        name: { sv: "Tält och sovsäckar", en: "Tents and sleeping bags" },
        children: [
          {
            name: { sv: "Tält", en: "Tents" },
            products: {
              nouns: [
                { sv: "Tunneltält", en: "Tunnel Tent", kind: "tunnel-tent" },
                { sv: "Kupoltält", en: "Dome Tent", kind: "dome-tent" },
              ],
              sizes: "tent",
              priceSek: [1999, 7999],
              materials: gearMaterials,
            },
          },
          {
            name: { sv: "Sovsäckar", en: "Sleeping bags" },
            products: {
              nouns: [
                { sv: "Dunsovsäck", en: "Down Sleeping Bag", kind: "sleeping-bag" },
                { sv: "Syntetsovsäck", en: "Synthetic Sleeping Bag", kind: "sleeping-bag" },
              ],
              sizes: "sleeping-bag",
              priceSek: [999, 4499],
              materials: gearMaterials,
            },
          },
        ],
      },
      {
        name: { sv: "Ryggsäckar", en: "Backpacks" },
        products: {
          nouns: [
            { sv: "Vandringsryggsäck", en: "Hiking Backpack", kind: "hiking-backpack" },
            { sv: "Dagsryggsäck", en: "Daypack", kind: "daypack" },
          ],
          sizes: "volume",
          priceSek: [599, 2999],
          materials: gearMaterials,
        },
      },
    ],
  },
  {
    name: { sv: "Accessoarer", en: "Accessories" },
    children: [
      {
        name: { sv: "Mössor och vantar", en: "Hats and gloves" },
        products: {
          nouns: [
            { sv: "Ullmössa", en: "Wool Beanie", kind: "beanie" },
            { sv: "Tumvante", en: "Mitten", kind: "mitten" },
          ],
          sizes: "one-size",
          priceSek: [199, 599],
          materials: ["wool", "merino", "recycled-polyester"],
        },
      },
      {
        name: { sv: "Väskor", en: "Bags" },
        products: {
          nouns: [
            { sv: "Axelväska", en: "Shoulder Bag", kind: "shoulder-bag" },
            { sv: "Weekendbag", en: "Weekend Bag", kind: "weekend-bag" },
          ],
          sizes: "one-size",
          priceSek: [399, 1999],
          materials: ["leather", "nylon", "cotton"],
        },
      },
      {
        name: { sv: "Solglasögon", en: "Sunglasses" },
        products: {
          nouns: [
            { sv: "Solglasögon", en: "Sunglasses", kind: "sunglasses" },
            { sv: "Glaciärglasögon", en: "Glacier Glasses", kind: "glacier-glasses" },
          ],
          sizes: "one-size",
          priceSek: [499, 1899],
          materials: ["recycled-polyester"],
        },
      },
    ],
  },
  {
    name: { sv: "Sport", en: "Sport" },
    children: [
      {
        name: { sv: "Löparkläder", en: "Running wear" },
        products: {
          nouns: [
            { sv: "Löpartröja", en: "Running Top", kind: "sport-top" },
            { sv: "Löpartights", en: "Running Tights", kind: "tights" },
          ],
          sizes: "clothing",
          priceSek: [299, 899],
          materials: ["recycled-polyester", "merino"],
        },
      },
      {
        name: { sv: "Träningskläder", en: "Training wear" },
        products: {
          nouns: [
            { sv: "Träningströja", en: "Training Top", kind: "sport-top" },
            { sv: "Träningsbyxa", en: "Training Trousers", kind: "joggers" },
          ],
          sizes: "clothing",
          priceSek: [299, 999],
          materials: ["recycled-polyester", "cotton"],
        },
      },
    ],
  },
  {
    name: { sv: "Underkläder och strumpor", en: "Underwear and socks" },
    children: [
      {
        name: { sv: "Strumpor", en: "Socks" },
        products: {
          nouns: [
            { sv: "Vandringsstrumpa", en: "Hiking Sock", kind: "socks" },
            { sv: "Ullstrumpa", en: "Wool Sock", kind: "socks" },
          ],
          sizes: "clothing",
          priceSek: [99, 299],
          materials: ["merino", "wool", "cotton"],
        },
      },
      {
        name: { sv: "Underställ", en: "Base layers" },
        products: {
          nouns: [
            { sv: "Underställströja", en: "Base Layer Top", kind: "base-layer-top" },
            { sv: "Långkalsonger", en: "Long Johns", kind: "long-johns" },
          ],
          sizes: "clothing",
          priceSek: [399, 1199],
          materials: ["merino", "wool"],
        },
      },
    ],
  },
];

/** Product model names, after Swedish places; combined with a category's nouns. */
export const modelNames = [
  "Abisko",
  "Kebnekaise",
  "Sarek",
  "Tarfala",
  "Vemdalen",
  "Åre",
  "Kiruna",
  "Ystad",
  "Gotland",
  "Höga Kusten",
  "Padjelanta",
  "Storulvån",
  "Sylarna",
  "Fulufjället",
  "Ramundberget",
  "Kullaberg",
  "Tiveden",
  "Björnlandet",
  "Skuleskogen",
  "Sälen",
  "Idre",
  "Funäsdalen",
  "Lofsdalen",
  "Hemavan",
  "Ammarnäs",
  "Kvikkjokk",
  "Nikkaluokta",
  "Vålådalen",
  "Grövelsjön",
  "Tännforsen",
];

export const demoBrands = [
  { name: "Norrsken Outdoor", slug: "norrsken-outdoor" },
  { name: "Kustlinje", slug: "kustlinje" },
  { name: "Tallvik", slug: "tallvik" },
  { name: "Björkö Studio", slug: "bjorko-studio" },
  { name: "Vinterhav", slug: "vinterhav" },
  { name: "Stigfinnare", slug: "stigfinnare" },
  { name: "Ljung och Lav", slug: "ljung-och-lav" },
  { name: "Fjällbris", slug: "fjallbris" },
];

export const demoColours: { code: string; name: Text; swatch: string }[] = [
  { code: "black", name: { sv: "Svart", en: "Black" }, swatch: "#1f1f1f" },
  { code: "white", name: { sv: "Vit", en: "White" }, swatch: "#f4f2ee" },
  { code: "navy", name: { sv: "Marinblå", en: "Navy" }, swatch: "#1f2f4f" },
  { code: "grey", name: { sv: "Grå", en: "Grey" }, swatch: "#8a8d91" },
  { code: "red", name: { sv: "Röd", en: "Red" }, swatch: "#b3262e" },
  { code: "forest", name: { sv: "Skogsgrön", en: "Forest green" }, swatch: "#2f5233" },
  { code: "beige", name: { sv: "Beige", en: "Beige" }, swatch: "#d8c7a8" },
  { code: "sky", name: { sv: "Ljusblå", en: "Sky blue" }, swatch: "#7fb2d9" },
  { code: "yellow", name: { sv: "Gul", en: "Yellow" }, swatch: "#e9b930" },
  { code: "pink", name: { sv: "Rosa", en: "Pink" }, swatch: "#e39bb0" },
  { code: "brown", name: { sv: "Brun", en: "Brown" }, swatch: "#6b4a2f" },
  { code: "orange", name: { sv: "Orange", en: "Orange" }, swatch: "#e0702a" },
];

export const demoSizeScales: Record<SizeScale, Text[]> = {
  clothing: ["XS", "S", "M", "L", "XL", "XXL"].map((size) => ({ sv: size, en: size })),
  kids: ["98", "110", "122", "134", "146", "158"].map((size) => ({ sv: `${size} cl`, en: `${size} cm` })),
  shoes: ["36", "37", "38", "39", "40", "41", "42", "43", "44", "45", "46"].map((size) => ({
    sv: size,
    en: `EU ${size}`,
  })),
  "one-size": [{ sv: "En storlek", en: "One size" }],
  "sleeping-bag": [
    { sv: "Regular", en: "Regular" },
    { sv: "Long", en: "Long" },
  ],
  volume: ["20 L", "30 L", "45 L", "65 L"].map((size) => ({ sv: size, en: size })),
  tent: [
    { sv: "1 person", en: "1 person" },
    { sv: "2 personer", en: "2 people" },
    { sv: "3 personer", en: "3 people" },
  ],
};

export const demoMaterials: Record<string, Text> = {
  cotton: { sv: "Ekologisk bomull", en: "Organic cotton" },
  "recycled-polyester": { sv: "Återvunnen polyester", en: "Recycled polyester" },
  merino: { sv: "Merinoull", en: "Merino wool" },
  linen: { sv: "Linne", en: "Linen" },
  down: { sv: "Dun", en: "Down" },
  nylon: { sv: "Nylon", en: "Nylon" },
  wool: { sv: "Ull", en: "Wool" },
  leather: { sv: "Läder", en: "Leather" },
};
