import type { Palette } from "./palette.ts";
import {
  alongQuadratic,
  bothSides,
  midline,
  openPath,
  puffedSegments,
  ribs,
  seam,
  symmetricPath,
  type Point,
  type Segment,
} from "./shapes.ts";

/**
 * A garment for the upper body seen from the front, as the left half's key points: the neckline's
 * corner, the shoulder, the sleeve's cuff (outer and inner corner; none for a gilet), the armpit, an
 * optional waist and the hem. The right half mirrors it.
 */
export interface UpperBody {
  neck: Point;
  shoulder: Point;
  cuffOuter?: Point;
  cuffInner?: Point;
  armpit: Point;
  waist?: Point;
  hem: Point;
  /** How far the hem's middle hangs below its sides. */
  hemDip?: number;
  /** Quilted down: the sides and sleeves bulge between baffles. */
  puffs?: { body: number; sleeve: number; bulge: number };
}

/** The garment's silhouette. */
export function upperBodyPath(u: UpperBody): string {
  const [nx, ny] = u.neck;
  const segments: Segment[] = [[midline - (midline - nx) * 0.5, ny + 4, nx, ny], u.shoulder];
  if (u.cuffOuter && u.cuffInner) {
    const [sx, sy] = u.shoulder;
    const [ox, oy] = u.cuffOuter;
    if (u.puffs) segments.push(...puffedSegments(u.shoulder, u.cuffOuter, u.puffs.sleeve, u.puffs.bulge));
    else segments.push([sx + (ox - sx) * 0.3 - 14, sy + (oy - sy) * 0.3, ox, oy]);
    segments.push(u.cuffInner);
    if (u.puffs) segments.push(...puffedSegments(u.cuffInner, u.armpit, u.puffs.sleeve, u.puffs.bulge * 0.6));
    else segments.push(u.armpit);
  } else {
    // Sleeveless: the armhole curves from the shoulder down to the armpit.
    segments.push([u.shoulder[0] + 6, u.armpit[1] - 20, ...u.armpit]);
  }
  const [ax, ay] = u.armpit;
  const [hx, hy] = u.hem;
  if (u.puffs) {
    segments.push(...puffedSegments(u.armpit, u.hem, u.puffs.body, u.puffs.bulge));
  } else if (u.waist) {
    const [wx, wy] = u.waist;
    segments.push([ax + (wx - ax) * 0.4, ay + (wy - ay) * 0.5, wx, wy], [wx, wy + (hy - wy) * 0.35, hx, hy]);
  } else {
    segments.push([ax - 3, (ay + hy) / 2, hx, hy]);
  }
  const dip = u.hemDip ?? 8;
  segments.push([hx + (midline - hx) * 0.5, hy + dip, midline, hy + dip]);
  return symmetricPath([midline, ny + 6], segments);
}

/** The seams where set-in sleeves meet the body. */
export function armholeSeams(u: UpperBody, palette: Palette): string {
  const [sx, sy] = u.shoulder;
  const [ax, ay] = u.armpit;
  return bothSides(seam(`M${sx} ${sy}Q${ax + 10} ${sy + (ay - sy) * 0.55} ${ax} ${ay}`, palette.line, 4, 0.8));
}

/** Raglan seams running from the neckline to the armpit. */
export function raglanSeams(u: UpperBody, palette: Palette, colour = palette.line): string {
  const [nx, ny] = u.neck;
  const [ax, ay] = u.armpit;
  return bothSides(seam(`M${nx + 12} ${ny + 14}Q${ax + 6} ${ny + (ay - ny) * 0.45} ${ax} ${ay}`, colour, 4, 0.85));
}

/** A ribbed cuff at the end of each long sleeve. */
export function cuffRibbing(u: UpperBody, palette: Palette, depth = 46): string {
  if (!u.cuffOuter || !u.cuffInner) return "";
  const [ox, oy] = u.cuffOuter;
  const [ix, iy] = u.cuffInner;
  const shift = 4;
  const band = `M${ox + shift} ${oy - depth}L${ix - shift} ${iy - depth}L${ix} ${iy}L${ox} ${oy}Z`;
  let lines = "";
  for (let t = 0.12; t < 0.95; t += 0.14) {
    const top: Point = [ox + shift + (ix - ox - 2 * shift) * t, oy - depth + (iy - oy) * t];
    const bottom: Point = [ox + (ix - ox) * t, oy + (iy - oy) * t];
    lines += `M${top[0].toFixed(1)} ${top[1].toFixed(1)}L${bottom[0].toFixed(1)} ${bottom[1].toFixed(1)}`;
  }
  return bothSides(
    `<path d="${band}" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
      seam(lines, palette.stitch, 3, 0.6),
  );
}

/** A ribbed band along the hem. */
export function hemRibbing(u: UpperBody, palette: Palette, depth = 56): string {
  const [hx, hy] = u.hem;
  const dip = u.hemDip ?? 8;
  const x = hx + 3;
  const band = `M${x} ${hy - depth}Q${midline} ${hy - depth + dip} ${2 * midline - x} ${hy - depth}L${2 * midline - hx} ${hy}Q${midline} ${hy + 2 * dip} ${hx} ${hy}Z`;
  return (
    `<path d="${band}" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
    ribs(x, 2 * midline - x, hy - depth + dip + 4, hy - 2, 14, palette.stitch)
  );
}

/** A round neckline with a ribbed collar, the inside of the back showing above it. */
export function crewNeck(u: UpperBody, palette: Palette, depth = 60, band = 24): string {
  const [nx, ny] = u.neck;
  const back = `M${nx} ${ny}Q${midline - (midline - nx) * 0.5} ${ny + 4} ${midline} ${ny + 6}`;
  const outerStart: Point = [nx - band * 0.7, ny + band * 0.25];
  const outerControl: Point = [nx - band * 0.4, ny + depth + band];
  const outerEnd: Point = [midline, ny + depth + band];
  const innerControl: Point = [nx + 6, ny + depth];
  const innerEnd: Point = [midline, ny + depth];
  const inside = `${back}L${midline} ${ny + depth}Q${innerControl[0]} ${innerControl[1]} ${nx} ${ny}Z`;
  const half = `M${outerStart[0]} ${outerStart[1]}Q${outerControl[0]} ${outerControl[1]} ${outerEnd[0]} ${outerEnd[1]}L${innerEnd[0]} ${innerEnd[1]}Q${innerControl[0]} ${innerControl[1]} ${nx} ${ny}Z`;
  let lines = "";
  for (let t = 0.08; t < 1; t += 0.1) {
    const a = alongQuadratic(outerStart, outerControl, outerEnd, t);
    const b = alongQuadratic(u.neck, innerControl, innerEnd, t);
    lines += `M${a[0].toFixed(1)} ${a[1].toFixed(1)}L${b[0].toFixed(1)} ${b[1].toFixed(1)}`;
  }
  return bothSides(
    `<path d="${inside}" fill="${palette.deep}"/>` +
      `<path d="${half}" fill="${palette.base}" stroke="${palette.line}" stroke-width="4"/>` +
      seam(lines, palette.stitch, 3, 0.6),
  );
}

/** A hood standing up behind the neck, its opening dark. */
export function hood(u: UpperBody, palette: Palette, height = 210, width = 1.1): string {
  const [nx, ny] = u.neck;
  const half = (midline - nx) * width + 30;
  const top = ny - height;
  const outer = openPath(
    [midline - half, ny + 40],
    [
      [midline - half - 18, top + 40, midline, top],
      [midline + half + 18, top + 40, midline + half, ny + 40],
    ],
  );
  const inner = openPath(
    [midline - half + 36, ny + 60],
    [
      [midline - half + 26, top + 80, midline, top + 44],
      [midline + half - 26, top + 80, midline + half - 36, ny + 60],
    ],
  );
  return (
    `<path d="${outer}Z" fill="${palette.base}" stroke="${palette.line}" stroke-width="5"/>` +
    `<path d="${outer}Z" fill="url(#form)"/>` +
    `<path d="${inner}Z" fill="${palette.deep}"/>`
  );
}

/** A drawcord through the hem or hood: two cords with toggles in the trim colour. */
export function cordEnds(points: Point[], palette: Palette, length = 70): string {
  return points
    .map(
      ([x, y]) =>
        seam(`M${x} ${y}q-4 ${length * 0.5} 2 ${length}`, palette.trim, 5) +
        `<rect x="${x - 7}" y="${y + length - 6}" width="18" height="22" rx="7" fill="${palette.trim}" stroke="${palette.line}" stroke-width="3"/>`,
    )
    .join("");
}
