import type { Palette } from "./palette.ts";
import { area, bothSides, groundShadow, midline, piece, placed, seam, stitching, symmetricPath } from "./shapes.ts";

const guy = "#8a8d91";

/** A guy line from the tent to a peg in the ground. */
function guyLine(x1: number, y1: number, x2: number, y2: number): string {
  return seam(`M${x1} ${y1}L${x2} ${y2}`, guy, 2) + seam(`M${x2} ${y2 - 10}l4 22`, "#5d6066", 4);
}

export function drawTunnelTent(palette: Palette): string {
  const fly = "M52 760C70 640 150 540 250 520C330 500 430 486 540 486C640 486 720 600 748 760Z";
  const door = "M560 760Q560 560 630 540Q700 560 704 760Z";
  return placed(
    groundShadow(400, 770, 370, 26) +
      guyLine(120, 640, 40, 790) +
      guyLine(700, 600, 780, 790) +
      piece(fly, palette) +
      area("M52 760C70 640 150 540 250 520L290 514C200 560 150 660 150 760Z", palette.shade, 0.8) +
      seam("M300 762Q286 600 330 508M470 762Q470 600 500 488", palette.deep, 12) +
      seam("M300 762Q286 600 330 508M470 762Q470 600 500 488", palette.light, 3, 0.5) +
      `<path d="${door}" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
      `<path d="M630 540Q640 660 676 760L704 760Q700 560 630 540Z" fill="#2a2a2a" fill-opacity="0.75"/>` +
      stitching("M568 756Q568 574 630 552", palette.trim, 4) +
      `<path d="M370 500l40 -4l4 22l-40 4z" fill="${palette.deep}"/>` +
      seam("M50 762H750", "#6b6f74", 4),
    -130,
    0.94,
  );
}

export function drawDomeTent(palette: Palette): string {
  const fly = "M120 760Q110 430 400 360Q690 430 680 760Z";
  const door = "M250 760Q250 520 400 480Q550 520 550 760Z";
  return placed(
    groundShadow(400, 770, 330, 26) +
      guyLine(150, 560, 60, 790) +
      guyLine(650, 560, 740, 790) +
      piece(fly, palette) +
      area("M120 760Q110 430 400 360Q220 450 200 760Z", palette.light, 0.45) +
      area("M680 760Q690 430 400 360Q590 450 610 760Z", palette.shade, 0.8) +
      seam("M128 760C150 420 420 330 600 540M672 760C650 420 380 330 200 540", palette.deep, 10) +
      `<path d="${door}" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
      `<path d="M400 480Q330 560 330 760L470 760Q470 560 400 480Z" fill="#2a2a2a" fill-opacity="0.7"/>` +
      stitching("M262 756Q262 530 400 494Q538 530 538 756", palette.trim, 4) +
      `<path d="M360 404q40 -14 80 0l-6 20q-34 -10 -68 0z" fill="${palette.deep}"/>` +
      seam("M110 762H690", "#6b6f74", 4),
    -130,
    1.1,
  );
}

export function drawSleepingBag(palette: Palette): string {
  const outline = symmetricPath(
    [midline, 90],
    [
      [300, 96, 270, 190],
      [246, 270, 244, 360],
      [250, 560, 290, 760],
      [296, 820, 298, 880],
      [310, 930, midline, 934],
    ],
  );
  let baffles = "";
  for (let y = 360; y < 900; y += 70) {
    const half = y < 760 ? 152 - (y - 360) * 0.1 : 104;
    baffles += `M${midline - half} ${y}Q${midline} ${y + 18} ${midline + half} ${y}`;
  }
  return (
    groundShadow(midline, 950, 150, 18) +
    piece(outline, palette) +
    seam(baffles, palette.line, 4, 0.7) +
    `<ellipse cx="${midline}" cy="226" rx="98" ry="96" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
    `<ellipse cx="${midline}" cy="236" rx="70" ry="72" fill="${palette.deep}"/>` +
    `<path d="M336 170Q400 120 464 170Q400 150 336 170Z" fill="${palette.light}" fill-opacity="0.5"/>` +
    seam("M460 300Q520 330 530 400", palette.trim, 5) +
    `<rect x="524" y="396" width="14" height="24" rx="5" fill="${palette.trim}"/>` +
    seam("M250 330Q258 600 298 880", palette.deep, 7) +
    `<rect x="246" y="330" width="14" height="30" rx="5" fill="${palette.trim}" stroke="${palette.line}" stroke-width="2"/>`
  );
}

/** Straps with buckles, pulled across the pack. */
function buckleStrap(x: number, y1: number, y2: number, palette: Palette): string {
  return (
    `<rect x="${x - 12}" y="${y1}" width="24" height="${y2 - y1}" rx="4" fill="${palette.deep}"/>` +
    `<rect x="${x - 18}" y="${(y1 + y2) / 2 - 16}" width="36" height="32" rx="6" fill="#2b2b2b" stroke="#111" stroke-width="2"/>`
  );
}

export function drawHikingBackpack(palette: Palette): string {
  const body = "M262 250Q262 200 320 196L480 196Q538 200 538 250L560 830Q560 870 520 872L280 872Q240 870 240 830Z";
  const lid = "M250 260Q244 150 400 140Q556 150 550 260Q400 284 250 260Z";
  return (
    groundShadow(midline, 890, 230, 22) +
    bothSides(
      `<path d="M250 380Q200 390 196 520L206 760Q214 800 246 800Z" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
        seam("M206 640L246 648", palette.line, 3, 0.6),
    ) +
    bothSides(
      `<path d="M244 760L170 770Q150 800 170 830L244 840Z" fill="#2f3133" stroke="#16181a" stroke-width="3"/>`,
    ) +
    piece(body, palette) +
    `<path d="M280 500L520 500L530 780Q530 808 500 810L300 810Q270 808 270 780Z" fill="${palette.base}" stroke="${palette.line}" stroke-width="4"/><path d="M280 500L520 500L530 780L270 780Z" fill="url(#form)"/>` +
    seam("M296 536H504", palette.deep, 6) +
    `<rect x="490" y="536" width="10" height="26" rx="4" fill="${palette.trim}"/>` +
    piece(lid, palette) +
    seam("M268 250Q400 266 532 250", palette.deep, 6) +
    buckleStrap(330, 250, 450, palette) +
    buckleStrap(470, 250, 450, palette) +
    `<path d="M380 620l20 -30l20 30l-20 36z" fill="${palette.trim}" stroke="${palette.line}" stroke-width="3"/>` +
    seam("M254 840Q400 856 546 840", palette.deep, 6)
  );
}

export function drawDaypack(palette: Palette): string {
  const body = "M250 480Q250 250 400 240Q550 250 550 480L556 820Q556 860 516 862L284 862Q244 860 244 820Z";
  const pocket = "M280 600Q400 560 520 600L524 800Q524 830 494 832L306 832Q276 830 276 800Z";
  return (
    groundShadow(midline, 880, 210, 22) +
    bothSides(`<path d="M262 360Q200 380 214 600L246 600Z" fill="#2f3133" stroke="#16181a" stroke-width="3"/>`) +
    `<path d="M370 250Q370 200 400 200Q430 200 430 250" fill="none" stroke="#2f3133" stroke-width="14"/>` +
    piece(body, palette) +
    seam("M262 420Q270 290 400 280Q530 290 538 420", palette.deep, 7) +
    `<rect x="256" y="420" width="14" height="30" rx="5" fill="${palette.trim}"/>` +
    `<rect x="530" y="420" width="14" height="30" rx="5" fill="${palette.trim}"/>` +
    `<path d="${pocket}" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
    seam("M300 626Q400 598 500 626", palette.deep, 6) +
    `<rect x="492" y="624" width="10" height="24" rx="4" fill="${palette.trim}"/>` +
    `<rect x="360" y="700" width="80" height="30" rx="6" fill="${palette.trim}"/>` +
    stitching("M268 846H532", palette.stitch, 2)
  );
}
