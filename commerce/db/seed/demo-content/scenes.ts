/** Pictures for the demo content, drawn as SVG (no image may come from the internet). */

export type SceneKind = "mountains" | "forest" | "lake" | "coast" | "city" | "knit";

const palettes: Record<SceneKind, { sky: [string, string]; layers: string[] }> = {
  mountains: { sky: ["#9cc3e6", "#e8f1f8"], layers: ["#7d8ea3", "#5b6b7f", "#3d4a5a", "#263240"] },
  forest: { sky: ["#f6d6a8", "#fbeedd"], layers: ["#6f8f5e", "#4f7243", "#35552f", "#1f3a1f"] },
  lake: { sky: ["#c9dcef", "#f3f7fb"], layers: ["#a7c0d6", "#7d9bb8", "#4f6f8f", "#2c4a66"] },
  coast: { sky: ["#ffd1a1", "#fff4e6"], layers: ["#c58f6b", "#8c6a55", "#3f6f8f", "#2a5473"] },
  city: { sky: ["#d7d3e8", "#f4f2f9"], layers: ["#a09cb8", "#7b7696", "#57526f", "#37334a"] },
  knit: { sky: ["#e9dccb", "#f7f1e8"], layers: ["#c9a27e", "#a97b55", "#7f5a3d", "#5a3e2b"] },
};

function ridge(seed: number, layer: number, kind: SceneKind): string {
  const base = 420 + layer * 110;
  const points: string[] = [];
  for (let x = 0; x <= 1600; x += 100) {
    const wave =
      Math.sin((x + seed * 97 + layer * 53) / (kind === "mountains" ? 140 : 260)) *
      (kind === "mountains" ? 150 - layer * 25 : 50);
    const jag = kind === "mountains" && (x / 100 + layer + seed) % 3 === 0 ? -90 : 0;
    points.push(`${x},${Math.round(base + wave + jag)}`);
  }
  return `M0,900 L${points.join(" L")} L1600,900 Z`;
}

function buildings(seed: number, colour: string): string {
  let x = 0;
  let shapes = "";
  let step = seed;
  while (x < 1600) {
    step = (step * 1103515245 + 12345) % 2147483648;
    const width = 80 + (step % 120);
    const height = 180 + (step % 320);
    shapes += `<rect x="${x}" y="${900 - height}" width="${width - 8}" height="${height}" fill="${colour}" />`;
    x += width;
  }
  return shapes;
}

function knitPattern(colours: string[]): string {
  let rows = "";
  for (let y = 0; y < 900; y += 60) {
    const colour = colours[(y / 60) % colours.length]!;
    for (let x = 0; x < 1600; x += 60)
      rows += `<path d="M${x},${y} l30,45 l30,-45" fill="none" stroke="${colour}" stroke-width="14" />`;
  }
  return rows;
}

/** A landscape (or a knitted pattern) in the scene's colours, varied by `seed`: 1600×900 SVG. */
export function drawScene(kind: SceneKind, seed: number): string {
  const { sky, layers } = palettes[kind];
  const sunX = 250 + ((seed * 211) % 1100);
  let scenery: string;
  if (kind === "knit") scenery = knitPattern(layers);
  else if (kind === "city") scenery = buildings(seed + 3, layers[1]!) + buildings(seed + 11, layers[3]!);
  else scenery = layers.map((colour, layer) => `<path d="${ridge(seed, layer, kind)}" fill="${colour}" />`).join("");
  const water =
    kind === "lake" || kind === "coast"
      ? `<rect x="0" y="700" width="1600" height="200" fill="${layers[2]}" opacity="0.85" />`
      : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs><rect width="1600" height="900" fill="url(#sky)"/><circle cx="${sunX}" cy="200" r="90" fill="#fff6d5" opacity="0.9"/>${scenery}${water}</svg>`;
}
