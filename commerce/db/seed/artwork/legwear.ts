import type { Palette } from "./palette.ts";
import { area, bothSides, groundShadow, midline, piece, ribs, seam, stitching, symmetricPath } from "./shapes.ts";

/** Trousers from the front, as the left leg's measures; the right leg mirrors it. */
interface Legs {
  waistHalf: number;
  waistY: number;
  hipHalf: number;
  hipY: number;
  crotchY: number;
  /** Distance from the midline to the hem's outer and inner corner. */
  hemOuter: number;
  hemInner: number;
  hemY: number;
}

function legsPath(l: Legs): string {
  return symmetricPath(
    [midline, l.waistY],
    [
      [midline - l.waistHalf, l.waistY],
      [midline - l.hipHalf, l.waistY + (l.hipY - l.waistY) * 0.4, midline - l.hipHalf, l.hipY],
      [midline - l.hipHalf + 6, (l.hipY + l.hemY) / 2, midline - l.hemOuter, l.hemY],
      [midline - l.hemInner, l.hemY + 4],
      [midline - l.hemInner + 4, l.crotchY + 160, midline - 6, l.crotchY + 10],
      [midline - 2, l.crotchY, midline, l.crotchY],
    ],
  );
}

/** The waistband with belt loops and a button. */
function waistband(l: Legs, palette: Palette, height = 46): string {
  const loops = [midline - l.waistHalf + 40, midline - 60, midline + 60, midline + l.waistHalf - 40]
    .map(
      (x) =>
        `<rect x="${x - 8}" y="${l.waistY - 4}" width="16" height="${height + 10}" rx="3" fill="${palette.base}" stroke="${palette.line}" stroke-width="3"/>`,
    )
    .join("");
  return (
    `<rect x="${midline - l.waistHalf}" y="${l.waistY}" width="${2 * l.waistHalf}" height="${height}" fill="${palette.base}" stroke="${palette.line}" stroke-width="4"/>` +
    `<rect x="${midline - l.waistHalf}" y="${l.waistY}" width="${2 * l.waistHalf}" height="${height}" fill="url(#form)"/>` +
    loops +
    `<circle cx="${midline + 4}" cy="${l.waistY + height / 2}" r="9" fill="${palette.light}" stroke="${palette.line}" stroke-width="3"/>`
  );
}

function fly(l: Legs, palette: Palette, colour = palette.line): string {
  const top = l.waistY + 48;
  return seam(
    `M${midline + 4} ${top}V${l.crotchY - 40}Q${midline + 4} ${l.crotchY - 10} ${midline - 16} ${l.crotchY - 30}`,
    colour,
    3,
    0.8,
  );
}

const tailored: Legs = {
  waistHalf: 150,
  waistY: 140,
  hipHalf: 170,
  hipY: 330,
  crotchY: 440,
  hemOuter: 150,
  hemInner: 34,
  hemY: 900,
};

export function drawTrousers(palette: Palette): string {
  const l = tailored;
  return (
    groundShadow(midline, 940, 200) +
    piece(legsPath(l), palette) +
    bothSides(
      seam("M332 190Q290 250 238 300", palette.line, 4, 0.8) +
        seam("M309 460Q316 700 320 890", palette.line, 3, 0.35) +
        stitching("M252 874L374 876", palette.stitch),
    ) +
    `<rect x="540" y="210" width="12" height="28" rx="2" fill="${palette.trim}"/>` +
    fly(l, palette) +
    waistband(l, palette)
  );
}

const hiking: Legs = { ...tailored, hemOuter: 142, hemInner: 40 };

export function drawHikingTrousers(palette: Palette): string {
  const l = hiking;
  const cargo = `<rect x="238" y="470" width="98" height="140" rx="8" fill="${palette.base}" stroke="${palette.line}" stroke-width="4"/><path d="M234 470h106v40q-53 8 -106 0z" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>`;
  return (
    groundShadow(midline, 940, 200) +
    piece(legsPath(l), palette) +
    bothSides(
      seam("M336 190Q310 250 236 280", palette.deep, 7) +
        seam("M242 640Q300 660 370 646M246 700Q300 690 368 700", palette.line, 3, 0.6) +
        `<path d="M258 860L374 866L374 902L258 898Z" fill="${palette.shade}" stroke="${palette.line}" stroke-width="3"/>`,
    ) +
    cargo +
    `<rect x="326" y="482" width="8" height="24" rx="3" fill="${palette.trim}"/>` +
    fly(l, palette) +
    waistband(l, palette, 40) +
    `<rect x="250" y="148" width="300" height="24" fill="${palette.deep}"/>` +
    `<rect x="378" y="140" width="44" height="40" rx="6" fill="${palette.trim}" stroke="${palette.line}" stroke-width="3"/>`
  );
}

const denim = "#d9a441";

export function drawJeans(palette: Palette): string {
  const l = { ...tailored, hemOuter: 144, hemInner: 40 };
  const rivet = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="5" fill="#b87333"/>`;
  return (
    groundShadow(midline, 940, 200) +
    piece(legsPath(l), palette) +
    bothSides(
      stitching("M340 190Q330 260 250 270", denim) +
        stitching("M334 190Q324 254 250 262", denim) +
        `<path d="M262 190h42v32q-21 8 -42 0z" fill="none" stroke="${denim}" stroke-width="3" stroke-dasharray="8 6"/>` +
        stitching("M254 880L370 884", denim) +
        stitching("M252 868L370 872", denim) +
        rivet(250, 268) +
        seam("M300 420Q290 520 310 600M330 700Q300 760 320 860", palette.light, 3, 0.35),
    ) +
    stitching(`M414 192V${l.crotchY - 44}Q414 ${l.crotchY - 6} 386 ${l.crotchY - 30}`, denim) +
    waistband(l, palette, 44) +
    `<rect x="542" y="214" width="12" height="26" rx="2" fill="${palette.trim}"/>` +
    `<circle cx="404" cy="162" r="10" fill="#b87333" stroke="${palette.line}" stroke-width="2"/>`
  );
}

const joggerLegs: Legs = {
  waistHalf: 150,
  waistY: 150,
  hipHalf: 174,
  hipY: 340,
  crotchY: 460,
  hemOuter: 122,
  hemInner: 46,
  hemY: 890,
};

/** An elasticated waist, gathered, with a drawcord. */
function elasticWaist(l: Legs, palette: Palette, height = 56): string {
  let gathers = "";
  for (let x = midline - l.waistHalf + 10; x < midline + l.waistHalf; x += 14)
    gathers += `M${x} ${l.waistY + 8}v${height - 16}`;
  return (
    `<rect x="${midline - l.waistHalf}" y="${l.waistY}" width="${2 * l.waistHalf}" height="${height}" rx="6" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
    seam(gathers, palette.line, 2, 0.45)
  );
}

export function drawJoggers(palette: Palette): string {
  const l = joggerLegs;
  const cuff = `M${midline - l.hemOuter - 2} ${l.hemY - 60}L${midline - l.hemInner + 2} ${l.hemY - 58}L${midline - l.hemInner} ${l.hemY + 4}L${midline - l.hemOuter} ${l.hemY}Z`;
  return (
    groundShadow(midline, 930, 190) +
    piece(legsPath(l), palette) +
    bothSides(
      seam("M328 206Q300 280 238 320", palette.line, 4, 0.8) +
        seam("M300 470Q320 600 330 760", palette.line, 3, 0.3) +
        `<path d="${cuff}" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
        ribs(midline - l.hemOuter, midline - l.hemInner, l.hemY - 56, l.hemY - 2, 12, palette.stitch),
    ) +
    elasticWaist(l, palette) +
    seam("M386 206q-6 60 -18 100M414 206q6 60 18 100", palette.trim, 5) +
    `<circle cx="367" cy="308" r="6" fill="${palette.trim}"/><circle cx="433" cy="308" r="6" fill="${palette.trim}"/>`
  );
}

const rainLegs: Legs = {
  waistHalf: 156,
  waistY: 300,
  hipHalf: 168,
  hipY: 440,
  crotchY: 540,
  hemOuter: 154,
  hemInner: 40,
  hemY: 900,
};

export function drawRainTrousers(palette: Palette): string {
  const l = rainLegs;
  const strap = (x: number) =>
    `<path d="M${x} 306L${x + (x < midline ? 30 : -30)} 80" stroke="${palette.trim}" stroke-width="26"/>` +
    `<rect x="${x + (x < midline ? 7 : -33)}" y="200" width="26" height="30" rx="4" fill="none" stroke="${palette.line}" stroke-width="5" transform="rotate(${x < midline ? 7 : -7} ${x} 215)"/>`;
  return (
    groundShadow(midline, 940, 200) +
    strap(300) +
    strap(500) +
    piece(legsPath(l), palette) +
    elasticWaist(l, palette, 40) +
    bothSides(
      seam("M246 820L372 826", "#cfd3d6", 18) +
        seam("M246 820L372 826", palette.line, 2, 0.4) +
        seam("M300 560Q290 680 310 780", palette.light, 4, 0.4) +
        area("M248 880L372 884L372 904L248 900Z", palette.shade),
    )
  );
}

const slim: Legs = {
  waistHalf: 126,
  waistY: 130,
  hipHalf: 148,
  hipY: 330,
  crotchY: 430,
  hemOuter: 98,
  hemInner: 40,
  hemY: 900,
};

export function drawTights(palette: Palette): string {
  const l = slim;
  return (
    groundShadow(midline, 930, 170) +
    piece(legsPath(l), palette) +
    `<rect x="274" y="130" width="252" height="70" rx="8" fill="${palette.base}" stroke="${palette.line}" stroke-width="4"/><rect x="274" y="130" width="252" height="70" rx="8" fill="url(#form)"/>` +
    bothSides(
      stitching("M262 330Q330 360 336 450Q332 620 318 760", palette.stitch, 2) +
        seam("M306 800L352 802", "#e8eaec", 12) +
        stitching("M304 884L358 886", palette.stitch, 2),
    ) +
    `<path d="M320 170l14 -20l10 12l8 -8l14 16z" fill="${palette.trim}"/>`
  );
}

export function drawLongJohns(palette: Palette): string {
  const l = { ...slim, hemOuter: 102, hemInner: 38 };
  return (
    groundShadow(midline, 930, 170) +
    piece(legsPath(l), palette) +
    `<rect x="274" y="130" width="252" height="56" rx="6" fill="${palette.trim}" stroke="${palette.line}" stroke-width="4"/>` +
    ribs(276, 524, 134, 182, 12, palette.line) +
    `<path d="M400 186V300Q400 340 370 330" fill="none" stroke="${palette.line}" stroke-width="4" stroke-opacity="0.7"/>` +
    stitching("M408 190V296Q408 350 362 340", palette.stitch, 2) +
    bothSides(
      `<path d="M298 840L362 842L362 904L298 900Z" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
        ribs(298, 362, 844, 898, 10, palette.stitch) +
        stitching("M268 220Q300 400 330 600", palette.stitch, 2),
    )
  );
}
