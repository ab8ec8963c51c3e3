import { drawings } from "./artwork/drawings.ts";
import type { ProductKind } from "./artwork/kinds.ts";
import { createPalette } from "./artwork/palette.ts";

function hash(value: number): number {
  let x = value | 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Light from the upper left: laid over every piece so flat colours read as cloth with a form. */
const lighting = `<defs><linearGradient id="form" x1="0" y1="0" x2="1" y2="0.35"><stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient><radialGradient id="backdrop" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="#f6f5f2"/><stop offset="1" stop-color="#e9e7e2"/></radialGradient></defs>`;

/**
 * Draws a product picture: the product's kind in the colour's swatch on the shop's neutral
 * backdrop; `seed` picks details such as the trim colour, so products of one kind differ.
 */
export function drawProductArtwork(kind: ProductKind, swatch: string, seed: number): string {
  const palette = createPalette(swatch, hash(seed));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000" stroke-linejoin="round" stroke-linecap="round" data-kind="${kind}">${lighting}<rect width="800" height="1000" fill="url(#backdrop)"/>${drawings[kind](palette)}</svg>`;
}

/** A category banner: large soft shapes in the category's own hue. */
export function drawCategoryArtwork(seed: number): string {
  const h = hash(seed * 7919);
  const hue = h % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
<rect width="1200" height="600" fill="hsl(${hue} 35% 85%)"/>
<path d="M0 420 L260 180 L420 330 L640 90 L900 380 L1040 260 L1200 400 L1200 600 L0 600 Z" fill="hsl(${hue} 30% 62%)"/>
<path d="M0 500 L300 330 L560 470 L820 300 L1200 500 L1200 600 L0 600 Z" fill="hsl(${hue} 28% 42%)"/>
<circle cx="${200 + ((h >>> 8) % 800)}" cy="120" r="60" fill="hsl(${(hue + 40) % 360} 70% 92%)"/>
</svg>`;
}
