import { defineAdminMessages } from "./define-messages.ts";

/** The variants grid of one product: the spreadsheet of its colours and sizes, adding combinations, removing a variant. */
export const variantsMessages = defineAdminMessages({
  "en-GB": {
    "variants.title": "Variants: {name}",
    "variants.description":
      "Every colour and size of the product with its part number, EAN and stock. Change any cells, then save them together.",
    "variants.back": "Back to the product",
    "variants.editLink": "Edit the variants: colours, sizes, part numbers, EAN and stock",
    "variants.grid.caption": "Variants of {name}",
    "variants.grid.keyboard":
      "Arrow keys move between cells, Home and End to the ends of a row. Enter or F2 edits a cell; Enter keeps the change and moves down, Escape undoes it. Space turns On sale on or off.",
    "variants.grid.none": "The product has no variants yet: add colours and sizes below.",
    "variants.grid.partNo": "Part number",
    "variants.grid.ean": "EAN",
    "variants.grid.active": "On sale",
    "variants.grid.threshold": "Low below",
    "variants.grid.thresholdHint": "Blank: the shop's {threshold}",
    "variants.grid.location": "{kind}: {name}",
    "variants.grid.cell": "{column}, {variant}",
    "variants.grid.save": "Save changes",
    "variants.grid.changed": "{count} changed cells not saved yet",
    "variants.grid.stockNote":
      "A stock cell you change is saved as a count (reason: Counted) and logged; cells you leave alone keep what orders do to them meanwhile.",
    "variants.warehouse": "Warehouse",
    "variants.store": "Store",
    "variants.saved": "The variants are saved: {variants} variants and {stock} stock cells changed.",
    "variants.prices.title": "Prices",
    "variants.prices.description":
      "Every variant of the product sells at the product's price. Change it in the product editor.",
    "variants.prices.none": "Not sold",
    "variants.prices.edit": "Edit the prices in the product editor",
    "variants.add.title": "Add variants",
    "variants.add.description":
      "Choose colours and sizes: every combination the product lacks is added at once, on sale and with no stock.",
    "variants.add.stem": "Part number start",
    "variants.add.stemHint":
      "New part numbers are this, the colour and the size: {example}. Leave it as it is to use the product's own.",
    "variants.add.submit": "Add the combinations",
    "variants.added": "{created} variants added ({existing} combinations were there already).",
    "variants.remove.title": "Remove a variant",
    "variants.remove.variant": "Variant",
    "variants.remove.button": "Remove a variant…",
    "variants.remove.hint": "A variant that was ordered or is in a basket is taken off sale instead, never deleted.",
    "variants.remove.dialogTitle": "Remove a variant?",
    "variants.remove.consequence1": "A variant no order or basket names is deleted with its stock.",
    "variants.remove.consequence2": "A variant that was ordered or is in a basket is only taken off sale.",
    "variants.remove.confirm": "Remove",
    "variants.removed.deleted": "{partNo} is deleted.",
    "variants.removed.deactivated": "{partNo} was ordered or is in a basket, so it is taken off sale instead.",
  },
  "sv-SE": {
    "variants.title": "Varianter: {name}",
    "variants.description":
      "Produktens alla färger och storlekar med artikelnummer, EAN och lagersaldo. Ändra valfria celler och spara dem tillsammans.",
    "variants.back": "Tillbaka till produkten",
    "variants.editLink": "Redigera varianterna: färger, storlekar, artikelnummer, EAN och lager",
    "variants.grid.caption": "Varianter av {name}",
    "variants.grid.keyboard":
      "Piltangenterna flyttar mellan celler, Home och End till radens ändar. Enter eller F2 redigerar en cell; Enter behåller ändringen och går nedåt, Escape ångrar den. Mellanslag slår på eller av Till salu.",
    "variants.grid.none": "Produkten har inga varianter än: lägg till färger och storlekar nedan.",
    "variants.grid.partNo": "Artikelnummer",
    "variants.grid.ean": "EAN",
    "variants.grid.active": "Till salu",
    "variants.grid.threshold": "Lågt under",
    "variants.grid.thresholdHint": "Tomt: butikens {threshold}",
    "variants.grid.location": "{kind}: {name}",
    "variants.grid.cell": "{column}, {variant}",
    "variants.grid.save": "Spara ändringarna",
    "variants.grid.changed": "{count} ändrade celler är inte sparade än",
    "variants.grid.stockNote":
      "En lagercell du ändrar sparas som en inventering (orsak: Inventerat) och loggas; celler du inte rör behåller det som order gör med dem under tiden.",
    "variants.warehouse": "Lager",
    "variants.store": "Butik",
    "variants.saved": "Varianterna är sparade: {variants} varianter och {stock} lagerceller ändrade.",
    "variants.prices.title": "Priser",
    "variants.prices.description":
      "Alla produktens varianter säljs till produktens pris. Ändra det i produktredigeraren.",
    "variants.prices.none": "Säljs inte",
    "variants.prices.edit": "Ändra priserna i produktredigeraren",
    "variants.add.title": "Lägg till varianter",
    "variants.add.description":
      "Välj färger och storlekar: alla kombinationer som produkten saknar läggs till på en gång, till salu och utan lagersaldo.",
    "variants.add.stem": "Artikelnumrets början",
    "variants.add.stemHint":
      "Nya artikelnummer blir detta, färgen och storleken: {example}. Låt det stå kvar för att använda produktens eget.",
    "variants.add.submit": "Lägg till kombinationerna",
    "variants.added": "{created} varianter tillagda ({existing} kombinationer fanns redan).",
    "variants.remove.title": "Ta bort en variant",
    "variants.remove.variant": "Variant",
    "variants.remove.button": "Ta bort en variant…",
    "variants.remove.hint":
      "En variant som har beställts eller ligger i en varukorg tas ur försäljning i stället, den raderas aldrig.",
    "variants.remove.dialogTitle": "Ta bort en variant?",
    "variants.remove.consequence1": "En variant som ingen order eller varukorg nämner raderas med sitt lagersaldo.",
    "variants.remove.consequence2": "En variant som har beställts eller ligger i en varukorg tas bara ur försäljning.",
    "variants.remove.confirm": "Ta bort",
    "variants.removed.deleted": "{partNo} är raderad.",
    "variants.removed.deactivated":
      "{partNo} har beställts eller ligger i en varukorg, så den är tagen ur försäljning i stället.",
  },
});
