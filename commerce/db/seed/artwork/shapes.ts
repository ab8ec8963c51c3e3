import type { Palette } from "./palette.ts";

/** Pictures are drawn on an 800 × 1000 canvas; symmetric ones about this vertical line. */
export const midline = 400;

export type Point = [number, number];

/** A piece of a path: [x, y] a line to there, [cx, cy, x, y] a quadratic curve, six numbers a cubic one. */
export type Segment =
  [number, number] | [number, number, number, number] | [number, number, number, number, number, number];

const round = (value: number) => Math.round(value * 10) / 10;
const mirror = (x: number) => round(2 * midline - x);

function segmentCommand(segment: Segment): string {
  const values = segment.map(round).join(" ");
  return `${segment.length === 2 ? "L" : segment.length === 4 ? "Q" : "C"}${values}`;
}

/** An open path from `start` through `segments`. */
export function openPath(start: Point, segments: Segment[]): string {
  return `M${round(start[0])} ${round(start[1])}${segments.map(segmentCommand).join("")}`;
}

/**
 * A closed path that runs from `start` down the left side through `segments` and back up the same
 * side mirrored, so only half of a symmetric shape needs drawing. Start and end on the midline.
 */
export function symmetricPath(start: Point, segments: Segment[]): string {
  const points: Point[] = [start, ...segments.map((s) => [s[s.length - 2]!, s[s.length - 1]!] as Point)];
  let d = openPath(start, segments);
  const last = points[points.length - 1]!;
  if (last[0] !== midline) d += `L${mirror(last[0])} ${round(last[1])}`;
  for (let i = segments.length; i >= 1; i -= 1) {
    const s = segments[i - 1]!;
    const [x, y] = points[i - 1]!;
    if (s.length === 2) d += `L${mirror(x)} ${round(y)}`;
    else if (s.length === 4) d += `Q${mirror(s[0])} ${round(s[1])} ${mirror(x)} ${round(y)}`;
    else d += `C${mirror(s[2])} ${round(s[3])} ${mirror(s[0])} ${round(s[1])} ${mirror(x)} ${round(y)}`;
  }
  return `${d}Z`;
}

/** Straight segments from `from` to `to` bulging outwards `count` times, as quilted down does. */
export function puffedSegments(from: Point, to: Point, count: number, bulge: number): Segment[] {
  const [dx, dy] = [(to[0] - from[0]) / count, (to[1] - from[1]) / count];
  const length = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [-dy / length, dx / length];
  return Array.from({ length: count }, (_, i) => {
    const [x0, y0] = [from[0] + dx * i, from[1] + dy * i];
    return [x0 + dx / 2 + nx * bulge, y0 + dy / 2 + ny * bulge, x0 + dx, y0 + dy];
  });
}

/** A point `t` of the way along a quadratic curve. */
export function alongQuadratic(start: Point, control: Point, end: Point, t: number): Point {
  const u = 1 - t;
  return [
    u * u * start[0] + 2 * u * t * control[0] + t * t * end[0],
    u * u * start[1] + 2 * u * t * control[1] + t * t * end[1],
  ];
}

/** The markup drawn again mirrored about the midline. */
export function mirrored(markup: string): string {
  return `<g transform="matrix(-1 0 0 1 ${2 * midline} 0)">${markup}</g>`;
}

/** The markup and its mirror image. */
export function bothSides(markup: string): string {
  return markup + mirrored(markup);
}

/** A filled, outlined piece with the picture's light falling on it from the upper left. */
export function piece(d: string, palette: Palette, fill = palette.base): string {
  return `<path d="${d}" fill="${fill}" stroke="${palette.line}" stroke-width="5"/><path d="${d}" fill="url(#form)"/>`;
}

/** A filled area without outline. */
export function area(d: string, fill: string, opacity = 1): string {
  return `<path d="${d}" fill="${fill}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ""}/>`;
}

/** A seam or fold line. */
export function seam(d: string, colour: string, width = 4, opacity = 1): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ""}/>`;
}

/** Top stitching: a dashed line. */
export function stitching(d: string, colour: string, width = 3): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="10 8"/>`;
}

/** Vertical ribbing lines across a band from x1 to x2 between y1 and y2. */
export function ribs(x1: number, x2: number, y1: number, y2: number, step: number, colour: string): string {
  let d = "";
  for (let x = x1 + step / 2; x < x2; x += step) d += `M${round(x)} ${round(y1)}V${round(y2)}`;
  return seam(d, colour, 3, 0.7);
}

/** A soft shadow on the floor under the product. */
export function groundShadow(cx: number, y: number, rx: number, ry = 20): string {
  return `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${ry}" fill="#000" fill-opacity="0.08"/>`;
}

/** A zip: tape, teeth and a pull in the trim colour. */
export function zip(x: number, y1: number, y2: number, palette: Palette): string {
  return (
    seam(`M${x} ${y1}V${y2}`, palette.deep, 9) +
    `<path d="M${x} ${y1}V${y2}" stroke="${palette.stitch}" stroke-width="5" stroke-dasharray="3 4" stroke-linecap="butt"/>` +
    `<rect x="${x - 9}" y="${y1 + 4}" width="18" height="34" rx="6" fill="${palette.trim}" stroke="${palette.line}" stroke-width="3"/>`
  );
}

/** The markup moved down by `dy` and scaled by `scale` about the canvas's centre. */
export function placed(markup: string, dy: number, scale = 1): string {
  return `<g transform="translate(${midline} ${500 + dy}) scale(${scale}) translate(${-midline} -500)">${markup}</g>`;
}
