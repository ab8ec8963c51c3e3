/**
 * What each kind of demo product is like, in the words shoppers search for (vattentät, laptopfack,
 * polarised), so that search over descriptions can be judged. A kind's text says only what is true
 * of every product of that kind: never the product's name (searched on its own), a colour (a
 * product comes in several) or a material (drawn per product, and named after the kind's text).
 */

import type { ProductKind } from "./artwork/kinds.ts";
import type { Text } from "./demo-catalogue.ts";

export const kindDescriptions: Record<ProductKind, Text> = {
  "shell-jacket": {
    sv:
      "Vattentät och andas, med tejpade sömmar och en justerbar huva som rymmer en hjälm. " +
      "Ventilation under armarna släpper ut värmen i uppförsbackarna.",
    en:
      "Waterproof and breathable, with taped seams and an adjustable hood that fits over a helmet. " +
      "Underarm vents let out the heat on the climbs.",
  },
  "rain-jacket": {
    sv:
      "Vattentät, med tejpade sömmar, en huva som går att dra åt och fickor med täckta dragkedjor. " +
      "Lätt och mjuk, och håller dig torr en hel dag med skurar.",
    en:
      "Waterproof, with taped seams, a drawcord hood and pockets with covered zips. " +
      "Light and soft, it keeps you dry through a whole day of showers.",
  },
  "wind-jacket": {
    sv:
      "Vindtät och lätt, med en vattenavvisande yta som klarar ett lätt duggregn. " + "Packbar i sin egen bröstficka.",
    en:
      "Windproof and light, with a water-repellent finish for a passing drizzle. " +
      "Packable into its own chest pocket.",
  },
  "down-jacket": {
    sv:
      "Varm dunfyllning i sydda kanaler som håller värmen även när det blåser kallt. " +
      "Packbar, med huva och ett vattenavvisande yttertyg.",
    en:
      "Warm down fill in stitched baffles that holds its heat on cold, windy days. " +
      "Packable, with a hood and a water-repellent outer fabric.",
  },
  "down-gilet": {
    sv: "Dunfyllning som håller bålen varm medan armarna rör sig fritt. Packbar och lätt att ta med som ett extra lager.",
    en: "Down fill keeps your core warm while your arms move freely. Packable and light, an easy extra layer.",
  },
  parka: {
    sv:
      "Lång och varmfodrad, med ett vattenavvisande yttertyg och en huva med avtagbar fuskpäls. " +
      "Räcker ner till låren och håller ute den bitande vinden.",
    en:
      "Long and warmly lined, with a water-repellent outer fabric and a hood with a removable faux-fur trim. " +
      "Covers the hips and keeps out a biting wind.",
  },
  "winter-jacket": {
    sv:
      "Vattentät och varmfodrad, med reflexer som syns i vintermörkret. " +
      "Avtagbar huva och resår vid ärmsluten som håller snön ute.",
    en:
      "Waterproof and warmly lined, with reflective details that show up on dark winter mornings. " +
      "A detachable hood and elasticated cuffs keep the snow out.",
  },
  snowsuit: {
    sv:
      "Vattentät och varmfodrad i ett stycke, med förstärkta knän och resår under foten. " +
      "Reflexer fram och bak syns i mörkret.",
    en:
      "Waterproof and warmly lined in one piece, with reinforced knees and straps under the feet. " +
      "Reflective details front and back show up in the dark.",
  },
  "knit-jumper": {
    sv:
      "Stickad i en klassisk flätstickning som värmer även när den blir fuktig. " +
      "Ribbstickade muddar vid ärmar och nederkant behåller formen tvätt efter tvätt.",
    en:
      "Knitted in a classic cable pattern that stays warm even when damp. " +
      "Ribbed cuffs and hem keep their shape wash after wash.",
  },
  cardigan: {
    sv: "Knäpps framtill med träknappar och har två djupa fickor. Lätt att ta på och av när dagen växlar mellan sol och moln.",
    en: "Fastens with wooden buttons and has two deep pockets. Easy to slip on and off as the day changes.",
  },
  "fleece-jumper": {
    sv:
      "Mjuk fleece som värmer fast den väger lite, och torkar fort. " +
      "Halv dragkedja och en hög krage som skyddar mot blåsten.",
    en: "Soft fleece that stays warm for its weight and dries quickly. A half zip and a high collar keep out the breeze.",
  },
  hoodie: {
    sv: "Mjuk och borstad på insidan, med luva med dragsko och en rymlig magficka framtill.",
    en: "Soft and brushed on the inside, with a drawcord hood and a roomy kangaroo pocket.",
  },
  sweatshirt: {
    sv: "Mjuk och slitstark för lek, skola och allt däremellan. Ribbade muddar som behåller formen genom många tvättar.",
    en: "Soft and tough enough for play, school and everything in between. Ribbed cuffs keep their shape through many washes.",
  },
  "t-shirt": {
    sv: "Mjuk jersey i en lagom vid passform som är skön att röra sig i hela dagen. Tål tvätt i 60 grader.",
    en: "Soft jersey in a relaxed fit that moves with them all day. Washable at 60 degrees.",
  },
  "sport-top": {
    sv: "Lätt och snabbtorkande funktionsmaterial som andas och leder bort svett. Platta sömmar som inte skaver.",
    en: "Light, quick-drying fabric that breathes and wicks away sweat. Flat seams that do not chafe.",
  },
  "base-layer-top": {
    sv:
      "Tunn och mjuk närmast kroppen, värmer även när den är fuktig och motstår lukt. " +
      "Platta sömmar och en längre rygg som inte glider upp.",
    en:
      "Thin and soft next to the skin, warm even when damp and resists odour. " +
      "Flat seams and a longer back that stays tucked in.",
  },
  shirt: {
    sv: "Sval i värmen, och blir mjukare för varje tvätt. Snygg knäppt upp till halsen eller öppen med uppkavlade ärmar.",
    en: "Cool and airy, and softer with every wash. Smart buttoned up or open with the sleeves rolled.",
  },
  "flannel-shirt": {
    sv: "Borstad flanell i rutigt mönster, mjuk och varm. Två bröstfickor med knapp.",
    en: "Brushed flannel in a check pattern, soft and warm. Two buttoned chest pockets.",
  },
  dress: {
    sv: "Lätt och följsam, med knytband i midjan och fickor i sidsömmarna. Sval en varm sommardag.",
    en: "Airy and light, with a tie waist and pockets in the side seams. Cool on a hot summer's day.",
  },
  "knitted-dress": {
    sv: "Mjukt stickad i en följsam passform som värmer en kylig höstdag. Ribbstickad halsringning och ärmslut.",
    en: "Softly knitted in a flattering fit that keeps out a chilly autumn day. Ribbed neckline and cuffs.",
  },
  trousers: {
    sv: "Rak, ren modell i slitstark twill med lite stretch. Lika bra på jobbet som till middagen.",
    en: "A straight, clean cut in durable twill with a little stretch. As good at the office as at dinner.",
  },
  "hiking-trousers": {
    sv:
      "Slitstark stretch med förstärkta knän och en vattenavvisande yta. " +
      "Ventilation på låren och fickor med dragkedja.",
    en: "Tough stretch fabric with reinforced knees and a water-repellent finish. Thigh vents and zipped pockets.",
  },
  jeans: {
    sv: "Femficksmodell i kraftig denim med en aning stretch, som mjuknar och formar sig efter dig.",
    en: "A five-pocket cut in heavy denim with a touch of stretch that softens and shapes to you over time.",
  },
  joggers: {
    sv: "Mjuk och töjbar, med resår och dragsko i midjan och muddar vid anklarna. Lätt att röra sig i.",
    en: "Soft and stretchy, with an elasticated drawcord waist and cuffed ankles. Easy to move in.",
  },
  "rain-trousers": {
    sv:
      "Vattentät, med tejpade sömmar, hängslen som går att justera och resår under foten. " +
      "Förstärkt bak för lek i vått gräs och lera.",
    en:
      "Waterproof, with taped seams, adjustable braces and straps under the feet. " +
      "A reinforced seat for play in wet grass and mud.",
  },
  tights: {
    sv: "Följsam passform i stretchmaterial som andas, med reflexer och en liten ficka med dragkedja baktill.",
    en: "A close fit in breathable stretch fabric, with reflective details and a small zipped pocket at the back.",
  },
  "long-johns": {
    sv: "Tunna och mjuka närmast kroppen, med platta sömmar och en resår i midjan som inte skaver. Det första lagret en kall dag.",
    en: "Thin and soft next to the skin, with flat seams and a waistband that will not chafe. The first layer on a cold day.",
  },
  "hiking-boot": {
    sv: "Vattentät och andas, med stabilt stöd kring ankeln och en grov sula med bra grepp på blöta stenar.",
    en: "Waterproof and breathable, with firm ankle support and a deep-lugged sole that grips on wet rock.",
  },
  trainer: {
    sv: "Lätt och bekväm för vardagen, med mjuk innersula och en gummisula med bra grepp.",
    en: "Light and comfortable for every day, with a soft insole and a rubber sole that grips.",
  },
  "running-shoe": {
    sv: "Lätt och väldämpad, med ett ovanmaterial som andas och reflexer för kvällspassen.",
    en: "Light and well cushioned, with a breathable upper and reflective details for evening runs.",
  },
  "wellington-boot": {
    sv: "Vattentät ända upp till skaftet, med en halkfri sula och ett foder som är skönt mot foten.",
    en: "Waterproof all the way up the shaft, with a non-slip sole and a lining that is kind to your feet.",
  },
  "winter-boot": {
    sv: "Varmfodrad och vattenavvisande, med en sula som greppar på is och hård snö.",
    en: "Warmly lined and water-repellent, with a sole that grips on ice and packed snow.",
  },
  "tunnel-tent": {
    sv:
      "Rymligt för tre personer, med ett stort förtält för packning och blöta kläder. " +
      "Snabbt att resa med färgkodade bågar.",
    en: "Room for three people, with a large porch for packs and wet clothes. Quick to pitch with colour-coded poles.",
  },
  "dome-tent": {
    sv:
      "Fristående och vindstabilt, för två personer, med två absider för packningen. " +
      "Lätt nog för långa turer till fots.",
    en:
      "Freestanding and stable in the wind, a two-person shelter with two porches for your gear. " +
      "Light enough for long treks on foot.",
  },
  "sleeping-bag": {
    sv:
      "Mumieformad, med en huva som går att dra åt och en dragkedja i hela längden. " +
      "Komfort till minus fem grader, med en kompressionspåse.",
    en:
      "Mummy-shaped, with a drawcord hood and a full-length zip. " +
      "Comfortable to minus five degrees, with a compression sack.",
  },
  "hiking-backpack": {
    sv:
      "Bärsystem med vadderat höftbälte och justerbar rygglängd för långa turer med full packning. " +
      "Regnskydd i bottenfacket och utrymme för en vätskeblåsa.",
    en:
      "A carry system with a padded hip belt and adjustable back length for long treks with a full load. " +
      "A rain cover in the bottom pocket and room for a hydration bladder.",
  },
  daypack: {
    sv:
      "Vadderat laptopfack för en dator upp till 15 tum och gott om fickor för vardagens småsaker. " +
      "Bröstremmen håller den stadigt på ryggen.",
    en:
      "A padded laptop sleeve for up to 15 inches and plenty of pockets for everyday odds and ends. " +
      "A chest strap keeps it steady on your back.",
  },
  beanie: {
    sv: "Mjukt stickad med dubbelvikt kant som täcker öronen. Värmer även i minusgrader och kliar inte.",
    en: "Softly knitted with a double-layered brim that covers the ears. Warm in sub-zero weather without the itch.",
  },
  mitten: {
    sv: "Varmare än fingervantar, med ett yttertyg som stänger ute vinden och ett mjukt foder. Lång mudd som går in under ärmen.",
    en: "Warmer than gloves, with a windproof shell and a soft lining. A long cuff tucks under your sleeve.",
  },
  "shoulder-bag": {
    sv: "Justerbar axelrem och flera innerfack som håller ordning på plånbok, nycklar och telefon.",
    en: "An adjustable shoulder strap and inner pockets that keep your wallet, keys and phone in order.",
  },
  "weekend-bag": {
    sv: "Rymlig nog för en helg borta, med ett eget fack för smutsiga kläder och en avtagbar axelrem.",
    en: "Roomy enough for a weekend away, with a separate pocket for dirty laundry and a detachable shoulder strap.",
  },
  sunglasses: {
    sv: "Polariserade linser med UV-skydd som tar bort bländningen från vatten och snö. Lätta bågar som sitter kvar när du rör dig.",
    en: "Polarised lenses with UV protection that cut the glare off water and snow. Light frames that stay put when you move.",
  },
  "glacier-glasses": {
    sv: "Mörka linser i kategori 4 med fullt UV-skydd och avtagbara sidoskydd som stänger ute ljuset från snö och is. För glaciärer och höga toppar.",
    en: "Dark category 4 lenses with full UV protection and removable side shields that block the light off snow and ice. For glaciers and high peaks.",
  },
  socks: {
    sv: "Förstärkt häl och tå och en dämpad sula som skyddar mot skavsår på långa vandringar.",
    en: "A reinforced heel and toe and a cushioned sole that guards against blisters on long walks.",
  },
};

/** A product's texts per locale: a short line with its name, brand and materials; its kind's text, then who made it of what. */
export function productTexts(
  name: Text,
  kind: ProductKind,
  brand: string,
  materials: readonly Text[],
): Record<keyof Text, { shortDescription: string; description: string }> {
  const listed = (locale: keyof Text, and: string) =>
    materials.map((material) => material[locale].toLowerCase()).join(and);
  const kindText = kindDescriptions[kind];
  return {
    sv: {
      shortDescription: `${name.sv} från ${brand} i ${listed("sv", " och ")}.`,
      description: `${kindText.sv} Tillverkad av ${brand} i ${listed("sv", " och ")}.`,
    },
    en: {
      shortDescription: `${name.en} by ${brand} in ${listed("en", " and ")}.`,
      description: `${kindText.en} Made by ${brand} from ${listed("en", " and ")}.`,
    },
  };
}
