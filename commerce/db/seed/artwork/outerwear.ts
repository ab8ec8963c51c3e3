import type { Palette } from "./palette.ts";
import {
  area,
  bothSides,
  groundShadow,
  midline,
  piece,
  placed,
  seam,
  stitching,
  symmetricPath,
  zip,
  type Point,
} from "./shapes.ts";
import { armholeSeams, cordEnds, hood, upperBodyPath, type UpperBody } from "./upper-body.ts";

const fur = { base: "#d9cfbf", line: "#a89a84" };

/** A stand-up collar in two halves either side of the zip. */
function standCollar(u: UpperBody, palette: Palette, height = 56): string {
  const [nx, ny] = u.neck;
  const half = `M${nx - 4} ${ny + 4}L${nx + 4} ${ny - height}Q${midline - 20} ${ny - height - 8} ${midline} ${ny - height + 2}L${midline} ${ny + 30}Q${nx + 30} ${ny + 22} ${nx - 4} ${ny + 4}Z`;
  const inside = `M${nx + 4} ${ny - height}Q${midline} ${ny - height - 30} ${2 * midline - nx - 4} ${ny - height}L${midline} ${ny - height + 2}Z`;
  return (
    area(inside, palette.deep) +
    bothSides(`<path d="${half}" fill="${palette.base}" stroke="${palette.line}" stroke-width="5"/>`)
  );
}

/** A zipped pocket: a slanted zip line with a pull. */
function pocketZip(from: Point, to: Point, palette: Palette): string {
  return (
    seam(`M${from[0]} ${from[1]}L${to[0]} ${to[1]}`, palette.deep, 7) +
    `<rect x="${to[0] - 5}" y="${to[1] - 2}" width="10" height="26" rx="4" fill="${palette.trim}" stroke="${palette.line}" stroke-width="2"/>`
  );
}

/** A small logo patch on the chest. */
function logo(x: number, y: number, palette: Palette): string {
  return `<path d="M${x} ${y + 22}l16 -22l10 12l8 -8l14 18z" fill="${palette.trim}"/>`;
}

/** A flap pocket with two snaps. */
function flapPocket(x: number, y: number, width: number, height: number, palette: Palette): string {
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="6" fill="${palette.base}" stroke="${palette.line}" stroke-width="4"/>` +
    `<path d="M${x - 4} ${y}h${width + 8}v${height * 0.38}q${-width / 2 - 4} 10 ${-width - 8} 0z" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
    stitching(`M${x + 8} ${y + height - 10}h${width - 16}`, palette.stitch) +
    `<circle cx="${x + width / 2}" cy="${y + height * 0.26}" r="6" fill="${palette.stitch}"/>`
  );
}

/** Reflective bands around the sleeves. */
function sleeveBands(u: UpperBody, palette: Palette, at: number): string {
  if (!u.cuffOuter || !u.cuffInner) return "";
  const [sx, sy] = u.shoulder;
  const [ox, oy] = u.cuffOuter;
  const [ix, iy] = u.cuffInner;
  const [ax, ay] = u.armpit;
  const outer: Point = [sx + (ox - sx) * at, sy + (oy - sy) * at];
  const inner: Point = [ax + (ix - ax) * at, ay + (iy - ay) * at];
  return bothSides(
    seam(`M${outer[0] + 4} ${outer[1]}L${inner[0] - 4} ${inner[1] + 6}`, "#cfd3d6", 22) +
      seam(`M${outer[0] + 4} ${outer[1]}L${inner[0] - 4} ${inner[1] + 6}`, palette.line, 2, 0.5),
  );
}

const shell: UpperBody = {
  neck: [338, 222],
  shoulder: [198, 262],
  cuffOuter: [128, 770],
  cuffInner: [212, 784],
  armpit: [228, 372],
  hem: [214, 830],
  hemDip: 10,
};

export function drawShellJacket(palette: Palette): string {
  const u = shell;
  return placed(
    groundShadow(midline, 900, 230) +
      hood(u, palette, 220) +
      piece(upperBodyPath(u), palette) +
      armholeSeams(u, palette) +
      standCollar(u, palette, 40) +
      zip(midline, 184, 838, palette) +
      pocketZip([262, 420], [340, 330], palette) +
      pocketZip([538, 420], [460, 330], palette) +
      bothSides(seam("M140 730L206 742", palette.line, 4, 0.7)) +
      logo(480, 420, palette) +
      cordEnds([[232, 826]], palette, 50),
    20,
    0.92,
  );
}

const rain: UpperBody = {
  neck: [340, 222],
  shoulder: [202, 262],
  cuffOuter: [124, 780],
  cuffInner: [208, 794],
  armpit: [230, 372],
  waist: [226, 560],
  hem: [206, 880],
  hemDip: 14,
};

export function drawRainJacket(palette: Palette): string {
  const u = rain;
  const visor = `M318 112Q400 70 482 112Q400 100 318 112Z`;
  return placed(
    groundShadow(midline, 940, 230) +
      hood(u, palette, 230, 1.05) +
      `<path d="${visor}" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
      piece(upperBodyPath(u), palette) +
      armholeSeams(u, palette) +
      standCollar(u, palette, 36) +
      `<rect x="382" y="190" width="40" height="700" rx="4" fill="${palette.base}" stroke="${palette.line}" stroke-width="4"/>` +
      [250, 380, 510, 640, 770].map((y) => `<circle cx="402" cy="${y}" r="7" fill="${palette.stitch}"/>`).join("") +
      flapPocket(250, 600, 104, 120, palette) +
      flapPocket(446, 600, 104, 120, palette) +
      seam("M238 540Q400 552 380 548M420 548Q400 552 562 540", palette.line, 3, 0.5) +
      logo(470, 330, palette),
    25,
    0.92,
  );
}

const anorak: UpperBody = {
  neck: [336, 224],
  shoulder: [196, 266],
  cuffOuter: [132, 760],
  cuffInner: [214, 772],
  armpit: [226, 372],
  hem: [216, 812],
  hemDip: 8,
};

export function drawWindJacket(palette: Palette): string {
  const u = anorak;
  const pouch = "M282 430L518 430L530 600L270 600Z";
  return placed(
    groundShadow(midline, 880, 220) +
      hood(u, palette, 210) +
      piece(upperBodyPath(u), palette) +
      armholeSeams(u, palette) +
      standCollar(u, palette, 36) +
      zip(midline, 190, 400, palette) +
      `<path d="${pouch}" fill="${palette.base}" stroke="${palette.line}" stroke-width="4"/><path d="${pouch}" fill="url(#form)"/>` +
      seam("M300 462H500", palette.deep, 7) +
      `<rect x="488" y="460" width="10" height="26" rx="4" fill="${palette.trim}"/>` +
      stitching("M280 588H520", palette.stitch) +
      seam("M220 790Q400 800 580 790", palette.line, 3, 0.6) +
      bothSides(seam("M136 730L210 742", palette.line, 3, 0.6)) +
      cordEnds(
        [
          [372, 226],
          [428, 226],
        ],
        palette,
        60,
      ),
    40,
    0.95,
  );
}

const puffer: UpperBody = {
  neck: [340, 226],
  shoulder: [200, 262],
  cuffOuter: [124, 762],
  cuffInner: [214, 776],
  armpit: [226, 372],
  hem: [212, 810],
  hemDip: 6,
  puffs: { body: 5, sleeve: 6, bulge: 14 },
};

/** Horizontal baffle seams across the body and the sleeves. */
function quilting(u: UpperBody, palette: Palette, sleeves: boolean): string {
  const [ax, ay] = u.armpit;
  const [hx, hy] = u.hem;
  const count = u.puffs?.body ?? 5;
  let lines = "";
  for (let i = 1; i < count; i += 1) {
    const y = ay + ((hy - ay) * i) / count;
    const x = ax + ((hx - ax) * i) / count;
    lines += `M${x} ${y}Q${midline} ${y + 14} ${2 * midline - x} ${y}`;
  }
  lines += `M${u.neck[0] - 20} ${u.neck[1] + 40}Q${midline} ${u.neck[1] + 60} ${2 * midline - u.neck[0] + 20} ${u.neck[1] + 40}`;
  lines += `M${ax + 4} ${ay - 2}Q${midline} ${ay + 16} ${2 * midline - ax - 4} ${ay - 2}`;
  let sleeveLines = "";
  if (sleeves && u.cuffOuter && u.cuffInner) {
    const [sx, sy] = u.shoulder;
    const [ox, oy] = u.cuffOuter;
    const [ix, iy] = u.cuffInner;
    const n = u.puffs?.sleeve ?? 6;
    for (let i = 1; i < n; i += 1) {
      const t = i / n;
      const outer: Point = [sx + (ox - sx) * t, sy + (oy - sy) * t];
      const inner: Point = [ax + (ix - ax) * t, ay + (iy - ay) * t];
      sleeveLines += `M${outer[0].toFixed(1)} ${outer[1].toFixed(1)}Q${((outer[0] + inner[0]) / 2).toFixed(1)} ${((outer[1] + inner[1]) / 2 + 10).toFixed(1)} ${inner[0].toFixed(1)} ${inner[1].toFixed(1)}`;
    }
  }
  return seam(lines, palette.line, 4, 0.75) + bothSides(seam(sleeveLines, palette.line, 4, 0.75));
}

export function drawDownJacket(palette: Palette): string {
  const u = puffer;
  return (
    groundShadow(midline, 880, 230) +
    piece(upperBodyPath(u), palette) +
    quilting(u, palette, true) +
    armholeSeams(u, palette) +
    standCollar(u, palette, 60) +
    zip(midline, 170, 816, palette) +
    bothSides(seam("M252 600L272 700", palette.deep, 6)) +
    logo(470, 320, palette)
  );
}

const gilet: UpperBody = {
  neck: [340, 226],
  shoulder: [236, 256],
  armpit: [224, 420],
  hem: [218, 800],
  hemDip: 6,
  puffs: { body: 5, sleeve: 0, bulge: 12 },
};

export function drawDownGilet(palette: Palette): string {
  const u = gilet;
  const armhole = `M236 256Q242 390 224 420`;
  return (
    groundShadow(midline, 870, 200) +
    piece(upperBodyPath(u), palette) +
    quilting(u, palette, false) +
    bothSides(seam(armhole, palette.line, 10, 0.35)) +
    standCollar(u, palette, 60) +
    zip(midline, 170, 806, palette) +
    bothSides(seam("M258 600L276 700", palette.deep, 6)) +
    logo(470, 320, palette)
  );
}

const parkaShape: UpperBody = {
  neck: [338, 226],
  shoulder: [196, 268],
  cuffOuter: [118, 790],
  cuffInner: [204, 804],
  armpit: [224, 380],
  waist: [222, 560],
  hem: [196, 912],
  hemDip: 12,
};

/** Fur trim around a hood's opening: a ring of tufts. */
function furTrim(cx: number, cy: number, rx: number, ry: number): string {
  const tufts = 30;
  let d = "";
  for (let i = 0; i <= tufts; i += 1) {
    const angle = Math.PI * (0.92 + (1.16 * i) / tufts);
    const r = i % 2 === 0 ? 1.14 : 0.98;
    const x = cx + Math.cos(angle) * rx * r;
    const y = cy + Math.sin(angle) * ry * r;
    d += `${i === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`;
  }
  for (let i = tufts; i >= 0; i -= 1) {
    const angle = Math.PI * (0.92 + (1.16 * i) / tufts);
    const r = i % 2 === 0 ? 0.74 : 0.82;
    d += `L${(cx + Math.cos(angle) * rx * r).toFixed(1)} ${(cy + Math.sin(angle) * ry * r).toFixed(1)}`;
  }
  return `<path d="${d}Z" fill="${fur.base}" stroke="${fur.line}" stroke-width="3"/>`;
}

export function drawParka(palette: Palette): string {
  const u = parkaShape;
  return placed(
    groundShadow(midline, 975, 240) +
      hood(u, palette, 230, 1.15) +
      furTrim(midline, 226, 112, 150) +
      piece(upperBodyPath(u), palette) +
      armholeSeams(u, palette) +
      standCollar(u, palette, 30) +
      `<rect x="380" y="196" width="42" height="730" rx="4" fill="${palette.base}" stroke="${palette.line}" stroke-width="4"/>` +
      [260, 400, 540, 680, 820].map((y) => `<circle cx="401" cy="${y}" r="7" fill="${palette.stitch}"/>`).join("") +
      flapPocket(268, 330, 90, 100, palette) +
      flapPocket(442, 330, 90, 100, palette) +
      flapPocket(240, 660, 112, 140, palette) +
      flapPocket(448, 660, 112, 140, palette) +
      seam("M226 570Q300 580 380 578M422 578Q500 580 574 570", palette.line, 3, 0.6) +
      cordEnds([[240, 572]], palette, 40),
    20,
    0.9,
  );
}

const padded: UpperBody = {
  neck: [340, 250],
  shoulder: [196, 292],
  cuffOuter: [128, 770],
  cuffInner: [214, 784],
  armpit: [222, 400],
  hem: [212, 800],
  hemDip: 6,
  puffs: { body: 3, sleeve: 4, bulge: 9 },
};

export function drawWinterJacket(palette: Palette): string {
  const u = padded;
  return placed(
    groundShadow(midline, 870, 230) +
      hood(u, palette, 230, 1.2) +
      piece(upperBodyPath(u), palette) +
      quilting(u, palette, true) +
      armholeSeams(u, palette) +
      standCollar(u, palette, 40) +
      sleeveBands(u, palette, 0.62) +
      bothSides(seam("M226 560H372", "#cfd3d6", 18) + seam("M226 560H372", palette.line, 2, 0.4)) +
      zip(midline, 212, 806, palette) +
      bothSides(seam("M130 730L210 744", palette.trim, 10)) +
      logo(468, 336, palette),
    40,
    0.95,
  );
}

export function drawSnowsuit(palette: Palette): string {
  const outline = symmetricPath(
    [midline, 254],
    [
      [370, 256, 344, 250],
      [204, 288],
      [170, 330, 130, 620],
      [204, 636],
      [232, 390],
      [224, 520, 226, 560],
      [214, 860],
      [318, 870],
      [360, 600],
      [380, 590, midline, 588],
    ],
  );
  return placed(
    groundShadow(midline, 920, 200) +
      hood({ ...padded, neck: [344, 250] }, palette, 220, 1.15) +
      piece(outline, palette) +
      bothSides(seam("M204 288Q240 350 232 390", palette.line, 4, 0.8)) +
      standCollar({ ...padded, neck: [344, 250] }, palette, 36) +
      zip(midline, 216, 600, palette) +
      bothSides(
        `<path d="M130 620L204 636L212 590L140 574Z" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
          `<path d="M214 860L318 870L322 800L220 792Z" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
          seam("M232 470H376", "#cfd3d6", 16) +
          seam("M218 720L330 730", "#cfd3d6", 16),
      ) +
      seam("M232 400Q400 416 568 400", palette.line, 3, 0.5) +
      logo(456, 330, palette),
    20,
    0.95,
  );
}
