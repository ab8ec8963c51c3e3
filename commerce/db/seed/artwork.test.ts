import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { drawProductArtwork } from "./artwork.ts";
import { productKinds, type ProductKind } from "./artwork/kinds.ts";

const width = 80;
const height = 100;
const red = "#b3262e";
const skyBlue = "#7fb2d9";

type Pixels = Buffer;

async function render(kind: ProductKind, swatch: string, seed = 1): Promise<Pixels> {
  const svg = Buffer.from(drawProductArtwork(kind, swatch, seed));
  return sharp(svg).resize(width, height).removeAlpha().raw().toBuffer();
}

/** The backdrop and the shadow on it are light and all but grey; the product is anything else. */
function isProduct(pixels: Pixels, i: number): boolean {
  const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
  return !(Math.min(r, g, b) > 200 && Math.max(r, g, b) - Math.min(r, g, b) < 18);
}

function isNear(pixels: Pixels, i: number, hex: string): boolean {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 255, value & 255];
  return Math.hypot(pixels[i]! - r, pixels[i + 1]! - g, pixels[i + 2]! - b) < 80;
}

const reds = new Map<ProductKind, Pixels>();
const blues = new Map<ProductKind, Pixels>();

beforeAll(async () => {
  for (const kind of productKinds) {
    reds.set(kind, await render(kind, red));
    blues.set(kind, await render(kind, skyBlue));
  }
});

describe("product pictures", () => {
  it("draw every kind as a picture the product fills a fair part of", () => {
    for (const kind of productKinds) {
      const pixels = reds.get(kind)!;
      let product = 0;
      for (let i = 0; i < pixels.length; i += 3) if (isProduct(pixels, i)) product += 1;
      const share = product / (width * height);
      expect({ kind, fairShare: share > 0.08 && share < 0.7 }).toEqual({ kind, fairShare: true });
    }
  });

  it("draw every kind differently from every other kind", () => {
    for (const [i, first] of productKinds.entries()) {
      for (const second of productKinds.slice(i + 1)) {
        const [a, b] = [reds.get(first)!, reds.get(second)!];
        let differing = 0;
        for (let p = 0; p < a.length; p += 3) {
          const delta = Math.max(
            Math.abs(a[p]! - b[p]!),
            Math.abs(a[p + 1]! - b[p + 1]!),
            Math.abs(a[p + 2]! - b[p + 2]!),
          );
          if (delta > 40) differing += 1;
        }
        expect({ first, second, differ: differing / (width * height) > 0.01 }).toEqual({ first, second, differ: true });
      }
    }
  });

  it("draw the product in its own colour", () => {
    for (const kind of productKinds) {
      for (const [swatch, pixels] of [
        [red, reds.get(kind)!],
        [skyBlue, blues.get(kind)!],
      ] as const) {
        let product = 0;
        let ownColour = 0;
        for (let i = 0; i < pixels.length; i += 3) {
          if (!isProduct(pixels, i)) continue;
          product += 1;
          if (isNear(pixels, i, swatch)) ownColour += 1;
        }
        expect({ kind, swatch, mostlyOwnColour: ownColour / product > 0.25 }).toEqual({
          kind,
          swatch,
          mostlyOwnColour: true,
        });
      }
    }
  });

  it("vary their details between products of one kind and colour", () => {
    for (const kind of productKinds) {
      const pictures = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => drawProductArtwork(kind, red, seed)));
      expect({ kind, varied: pictures.size >= 3 }).toEqual({ kind, varied: true });
    }
  });
});
