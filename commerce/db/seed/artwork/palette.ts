/** The colours one picture is drawn in: tones of the product's swatch plus a trim colour. */
export interface Palette {
  base: string;
  /** Lit areas: linings turned out, highlights. */
  light: string;
  /** Areas turned away from the light, insides. */
  shade: string;
  /** The darkest inside: a hood's or a boot's opening. */
  deep: string;
  /** The silhouette's outline. */
  line: string;
  /** Seams and stitching, visible on both light and dark colours. */
  stitch: string;
  /** Zip pulls, cords, logos: differs between products. */
  trim: string;
}

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const value = hex.replace("#", "");
  const full = value.length === 3 ? [...value].map((c) => c + c).join("") : value;
  const number = Number.parseInt(full, 16);
  return [(number >> 16) & 255, (number >> 8) & 255, number & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** `amount` of the way from `from` to `to`. */
export function mixColours(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as Rgb);
}

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance(hex: string): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex).map(channel) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function distance(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

/** Trim colours a product may have; picked per product, skipping any too close to its own colour. */
const trims = ["#2b2b2b", "#e9e5da", "#c8553d", "#e0b43a", "#3f7f8c", "#7d9a55", "#d9849f", "#8a8d91"];

/** The palette for a product in `swatch`; `variant` picks its trim colour. */
export function createPalette(swatch: string, variant: number): Palette {
  const dark = luminance(swatch) < 0.06;
  const candidates = trims.filter((trim) => distance(trim, swatch) > 90);
  return {
    base: swatch,
    light: mixColours(swatch, "#ffffff", dark ? 0.16 : 0.3),
    shade: mixColours(swatch, "#000000", dark ? 0.3 : 0.16),
    deep: mixColours(swatch, "#000000", dark ? 0.55 : 0.42),
    line: mixColours(swatch, "#000000", dark ? 0.5 : 0.38),
    stitch: dark ? mixColours(swatch, "#ffffff", 0.28) : mixColours(swatch, "#000000", 0.3),
    trim: candidates[Math.abs(variant) % candidates.length]!,
  };
}
