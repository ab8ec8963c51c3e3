import type { ArtworkKind } from "./demo-catalogue.ts";

/** Silhouettes on an 800×1000 canvas, one per kind of product. */
const silhouettes: Record<ArtworkKind, string> = {
  jacket:
    "M300 180 L360 150 Q400 190 440 150 L500 180 L620 260 L660 560 L590 580 L570 400 L570 820 L230 820 L230 400 L210 580 L140 560 L180 260 Z",
  sweater:
    "M310 190 Q400 230 490 190 L620 250 L670 560 L600 575 L560 380 L565 800 L235 800 L240 380 L200 575 L130 560 L180 250 Z",
  tshirt: "M300 200 Q400 250 500 200 L640 270 L600 380 L540 350 L545 780 L255 780 L260 350 L200 380 L160 270 Z",
  shirt:
    "M320 180 L400 240 L480 180 L610 250 L650 560 L585 575 L555 380 L560 810 L240 810 L245 380 L215 575 L150 560 L190 250 Z",
  trousers: "M270 170 L530 170 L575 850 L450 850 L400 360 L350 850 L225 850 Z",
  dress: "M330 170 Q400 210 470 170 L500 330 L600 820 L200 820 L300 330 Z",
  shoe: "M150 640 L190 500 Q270 470 330 520 L430 560 Q560 580 650 640 L660 700 L150 700 Z",
  boot: "M260 260 L420 260 L430 560 Q560 590 630 650 L640 720 L240 720 Z",
  tent: "M120 760 L400 240 L680 760 Z M400 240 L400 760",
  "sleeping-bag": "M330 180 Q400 140 470 180 L520 820 Q400 880 280 820 Z",
  backpack: "M270 260 Q270 180 400 180 Q530 180 530 260 L560 800 L240 800 Z M330 480 L470 480 L470 640 L330 640 Z",
  hat: "M230 600 Q230 320 400 310 Q570 320 570 600 Z M210 600 L590 600 L590 660 L210 660 Z",
  bag: "M220 420 L580 420 L610 780 L190 780 Z M310 420 Q310 280 400 280 Q490 280 490 420",
  sunglasses: "M170 460 L370 460 L350 580 L200 580 Z M430 460 L630 460 L600 580 L450 580 Z M370 480 L430 480",
  socks: "M320 200 L460 200 L460 620 L600 700 Q640 780 560 800 L340 740 Q300 720 320 640 Z",
};

function hash(value: number): number {
  let x = value | 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * Draws a product picture: the silhouette of its kind in the colour's swatch, on a background and
 * with a pattern derived from `seed`, so every product and colour gets a picture of its own.
 */
export function drawProductArtwork(kind: ArtworkKind, swatch: string, seed: number): string {
  const h = hash(seed);
  const hue = h % 360;
  const stripeCount = 3 + ((h >>> 9) % 6);
  const stripeAngle = ((h >>> 13) % 4) * 45;
  const stripes = Array.from({ length: stripeCount }, (_, index) => {
    const y = 80 + index * (840 / stripeCount);
    return `<rect x="-200" y="${y.toFixed(0)}" width="1200" height="${(12 + ((h >>> 17) % 20)).toFixed(0)}" />`;
  }).join("");
  const badgeX = 90 + ((h >>> 5) % 520);
  const badgeY = 90 + ((h >>> 11) % 120);
  const path = silhouettes[kind];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
<rect width="800" height="1000" fill="hsl(${hue} 30% 93%)"/>
<g fill="hsl(${hue} 35% 86%)" transform="rotate(${stripeAngle} 400 500)">${stripes}</g>
<circle cx="${badgeX}" cy="${badgeY}" r="${28 + ((h >>> 21) % 30)}" fill="hsl(${(hue + 180) % 360} 40% 80%)"/>
<ellipse cx="400" cy="880" rx="300" ry="26" fill="rgba(0,0,0,0.08)"/>
<path d="${path}" fill="${swatch}" stroke="rgba(0,0,0,0.35)" stroke-width="6" stroke-linejoin="round"/>
<path d="${path}" fill="url(#shine)" opacity="0.5"/>
<defs><linearGradient id="shine" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>
</svg>`;
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
