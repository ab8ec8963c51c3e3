import { luminance, type Palette } from "./palette.ts";
import { bothSides, groundShadow, midline, piece, placed, seam, stitching, zip } from "./shapes.ts";
import {
  armholeSeams,
  crewNeck,
  cordEnds,
  cuffRibbing,
  hemRibbing,
  hood,
  raglanSeams,
  upperBodyPath,
  type UpperBody,
} from "./upper-body.ts";

const knit: UpperBody = {
  neck: [342, 206],
  shoulder: [198, 246],
  cuffOuter: [134, 760],
  cuffInner: [214, 772],
  armpit: [228, 364],
  hem: [220, 800],
  hemDip: 6,
};

/** The knit's own colour for patterns: off-white on most colours, dark on white. */
function patternColour(palette: Palette): string {
  return luminance(palette.base) > 0.5 ? palette.deep : "#f1ede4";
}

/** A Nordic round yoke: rows of dots, stars and a zigzag circling the neck. */
function nordicYoke(cx: number, cy: number, palette: Palette): string {
  const at = (r: number, degrees: number) => {
    const a = (degrees * Math.PI) / 180;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r].map((v) => v.toFixed(1)).join(" ");
  };
  const contrast = patternColour(palette);
  let dots = "";
  let stars = "";
  let crosses = "";
  let zigzag = "";
  for (let d = -30; d <= 210; d += 6)
    dots += `<circle cx="${at(128, d).split(" ")[0]}" cy="${at(128, d).split(" ")[1]}" r="4"/>`;
  for (let d = -30; d <= 210; d += 15) {
    stars += `M${at(140, d)}L${at(160, d - 4)}L${at(180, d)}L${at(160, d + 4)}Z`;
    crosses += `M${at(154, d + 7.5)}L${at(166, d + 7.5)}M${at(160, d + 5.5)}L${at(160, d + 9.5)}`;
  }
  for (let d = -30; d <= 210; d += 5) zigzag += `${d === -30 ? "M" : "L"}${at(d % 10 === 0 ? 196 : 208, d)}`;
  return (
    `<circle cx="${cx}" cy="${cy}" r="214" fill="${palette.shade}" fill-opacity="0.45"/>` +
    `<g fill="${contrast}">${dots}</g>` +
    `<path d="${stars}" fill="${contrast}"/>` +
    seam(crosses, palette.trim, 5) +
    seam(zigzag, palette.trim, 6) +
    seam(`M${at(222, -30)}A222 222 0 1 1 ${at(222, 210)}`, contrast, 5)
  );
}

/** Rows of knitted stitches: small chevrons in columns. */
function stockinette(x1: number, x2: number, y1: number, y2: number, palette: Palette): string {
  let d = "";
  for (let x = x1; x < x2; x += 26) for (let y = y1; y < y2; y += 22) d += `M${x} ${y}l6 8l6 -8`;
  return seam(d, palette.stitch, 2, 0.35);
}

export function drawKnitJumper(palette: Palette): string {
  const u = knit;
  const outline = upperBodyPath(u);
  return (
    `<defs><clipPath id="knit"><path d="${outline}"/></clipPath></defs>` +
    groundShadow(midline, 870, 220) +
    piece(outline, palette) +
    `<g clip-path="url(#knit)">${stockinette(150, 660, 440, 730, palette)}${nordicYoke(midline, 206, palette)}<path d="${outline}" fill="url(#form)"/></g>` +
    armholeSeams(u, palette) +
    crewNeck(u, palette, 58, 26) +
    cuffRibbing(u, palette, 60) +
    hemRibbing(u, palette, 64)
  );
}

export function drawCardigan(palette: Palette): string {
  const u = knit;
  const [nx, ny] = u.neck;
  const vee = `M${nx} ${ny}Q${midline} ${ny + 4} ${2 * midline - nx} ${ny}L${midline + 18} 440L${midline - 18} 440Z`;
  const bandLeft = `M${nx} ${ny}L${nx - 26} ${ny + 8}L${midline - 20} 452L${midline - 20} 806L${midline} 806L${midline} 450Z`;
  const bandRight = `M${2 * midline - nx} ${ny}L${2 * midline - nx + 26} ${ny + 8}L${midline + 20} 452L${midline + 20} 806L${midline} 806L${midline} 450Z`;
  const buttons = [480, 560, 640, 720].map(
    (y) =>
      `<circle cx="${midline}" cy="${y}" r="10" fill="${palette.trim}" stroke="${palette.line}" stroke-width="3"/>`,
  );
  return (
    groundShadow(midline, 870, 220) +
    piece(upperBodyPath(u), palette) +
    `<path d="${vee}" fill="${palette.deep}"/>` +
    [bandLeft, bandRight]
      .map((d) => `<path d="${d}" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>`)
      .join("") +
    armholeSeams(u, palette) +
    bothSides(
      `<rect x="262" y="580" width="100" height="110" rx="8" fill="${palette.base}" stroke="${palette.line}" stroke-width="4"/>` +
        seam("M270 598H354", palette.stitch, 3, 0.6),
    ) +
    cuffRibbing(u, palette, 60) +
    hemRibbing(u, palette, 60) +
    buttons.join("")
  );
}

const fleece: UpperBody = {
  neck: [340, 220],
  shoulder: [198, 256],
  cuffOuter: [134, 764],
  cuffInner: [214, 776],
  armpit: [228, 368],
  hem: [220, 806],
  hemDip: 6,
};

export function drawFleeceJumper(palette: Palette): string {
  const u = fleece;
  const yoke = `M198 256L340 220L352 300Q300 330 238 330Z`;
  return (
    `<defs><pattern id="pile" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="5" cy="6" r="2.4" fill="${palette.stitch}" fill-opacity="0.35"/><circle cx="16" cy="17" r="2.4" fill="${palette.stitch}" fill-opacity="0.35"/></pattern></defs>` +
    groundShadow(midline, 870, 220) +
    piece(upperBodyPath(u), palette) +
    `<path d="${upperBodyPath(u)}" fill="url(#pile)"/>` +
    bothSides(`<path d="${yoke}" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>`) +
    armholeSeams(u, palette) +
    `<path d="M340 220L346 160Q400 150 454 160L460 220Q430 236 400 240Q370 236 340 220Z" fill="${palette.base}" stroke="${palette.line}" stroke-width="5"/>` +
    `<path d="M346 160Q400 140 454 160Q400 170 346 160Z" fill="${palette.deep}"/>` +
    zip(midline, 160, 430, palette) +
    seam("M446 330L520 330", palette.deep, 6) +
    `<rect x="512" y="330" width="9" height="22" rx="4" fill="${palette.trim}"/>` +
    bothSides(seam("M136 734L210 746", palette.line, 8, 0.5)) +
    seam("M222 784Q400 798 578 784", palette.line, 8, 0.5)
  );
}

const hoodie: UpperBody = {
  neck: [340, 226],
  shoulder: [200, 262],
  cuffOuter: [136, 764],
  cuffInner: [216, 776],
  armpit: [228, 372],
  hem: [222, 806],
  hemDip: 6,
};

export function drawHoodie(palette: Palette): string {
  const u = hoodie;
  const pouch = "M278 560Q300 520 316 520L484 520Q500 520 522 560L538 700L262 700Z";
  return placed(
    groundShadow(midline, 870, 220) +
      hood(u, palette, 220, 1.1) +
      piece(upperBodyPath(u), palette) +
      `<path d="M338 226Q400 300 462 226Q400 250 338 226Z" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
      armholeSeams(u, palette) +
      `<path d="${pouch}" fill="${palette.base}" stroke="${palette.line}" stroke-width="4"/><path d="${pouch}" fill="url(#form)"/>` +
      bothSides(seam("M278 560Q292 620 270 690", palette.line, 4, 0.7)) +
      stitching("M322 530H478", palette.stitch) +
      cuffRibbing(u, palette, 56) +
      hemRibbing(u, palette, 60) +
      cordEnds(
        [
          [372, 262],
          [428, 262],
        ],
        palette,
        120,
      ),
    40,
    0.95,
  );
}

const sweat: UpperBody = {
  neck: [342, 212],
  shoulder: [198, 250],
  cuffOuter: [136, 762],
  cuffInner: [216, 774],
  armpit: [230, 366],
  hem: [222, 800],
  hemDip: 6,
};

export function drawSweatshirt(palette: Palette): string {
  const u = sweat;
  return (
    groundShadow(midline, 870, 220) +
    piece(upperBodyPath(u), palette) +
    raglanSeams(u, palette) +
    crewNeck(u, palette, 54, 24) +
    `<path d="M384 294L400 326L416 294Z" fill="${palette.trim}" stroke="${palette.line}" stroke-width="3"/>` +
    cuffRibbing(u, palette, 56) +
    hemRibbing(u, palette, 62)
  );
}

const tee: UpperBody = {
  neck: [344, 220],
  shoulder: [208, 258],
  cuffOuter: [124, 430],
  cuffInner: [196, 486],
  armpit: [236, 400],
  hem: [236, 800],
  hemDip: 4,
};

/** The stitched hem of a short sleeve. */
function sleeveHems(u: UpperBody, palette: Palette): string {
  const [ox, oy] = u.cuffOuter!;
  const [ix, iy] = u.cuffInner!;
  return bothSides(stitching(`M${ox + 8} ${oy - 14}L${ix - 4} ${iy - 18}`, palette.stitch));
}

export function drawTShirt(palette: Palette): string {
  const u = tee;
  return (
    groundShadow(midline, 860, 200) +
    piece(upperBodyPath(u), palette) +
    armholeSeams(u, palette) +
    crewNeck(u, palette, 50, 16) +
    sleeveHems(u, palette) +
    `<path d="M454 340l22 -30l15 18l12 -12l21 24z" fill="${palette.trim}"/>` +
    stitching("M240 780Q400 792 560 780", palette.stitch) +
    seam("M300 520Q330 620 316 720M500 480Q480 560 490 640", palette.line, 3, 0.25)
  );
}

const sport: UpperBody = {
  neck: [346, 214],
  shoulder: [212, 252],
  cuffOuter: [130, 424],
  cuffInner: [202, 476],
  armpit: [242, 396],
  waist: [250, 560],
  hem: [244, 806],
  hemDip: 16,
};

export function drawSportTop(palette: Palette): string {
  const u = sport;
  const sleeve = "M346 214L212 252L130 424L202 476L242 396Q270 320 346 214Z";
  const panel = "M242 396Q260 480 250 560Q246 680 244 806L290 810Q300 700 292 560Q286 470 242 396Z";
  return (
    groundShadow(midline, 880, 190) +
    piece(upperBodyPath(u), palette) +
    bothSides(
      `<path d="${sleeve}" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
        `<path d="${panel}" fill="${palette.trim}" fill-opacity="0.85" stroke="${palette.line}" stroke-width="3"/>` +
        stitching("M138 410L208 460", palette.stitch, 2),
    ) +
    raglanSeams(u, palette, palette.trim) +
    crewNeck(u, palette, 46, 14) +
    `<path d="M470 330l14 -20l10 12l8 -8l14 16z" fill="#e8eaec" stroke="${palette.line}" stroke-width="2"/>` +
    stitching("M250 790Q400 826 550 790", palette.stitch)
  );
}

const baseLayer: UpperBody = {
  neck: [348, 206],
  shoulder: [224, 240],
  cuffOuter: [170, 770],
  cuffInner: [234, 778],
  armpit: [252, 350],
  waist: [258, 560],
  hem: [252, 800],
  hemDip: 6,
};

export function drawBaseLayerTop(palette: Palette): string {
  const u = baseLayer;
  const flatlock = (d: string) => stitching(d, palette.stitch, 2) + seam(d, palette.line, 2, 0.35);
  return (
    groundShadow(midline, 860, 180) +
    piece(upperBodyPath(u), palette) +
    bothSides(
      flatlock("M356 222Q300 280 252 350") +
        flatlock("M252 350Q272 460 262 560Q256 700 262 800") +
        flatlock("M180 740L232 748"),
    ) +
    `<path d="M348 206L352 156Q400 146 448 156L452 206Q400 226 348 206Z" fill="${palette.base}" stroke="${palette.line}" stroke-width="5"/>` +
    `<path d="M352 156Q400 138 448 156Q400 166 352 156Z" fill="${palette.deep}"/>` +
    zip(midline, 156, 360, palette) +
    flatlock("M258 786Q400 800 542 786")
  );
}

const shirtShape: UpperBody = {
  neck: [350, 210],
  shoulder: [204, 250],
  cuffOuter: [136, 780],
  cuffInner: [214, 790],
  armpit: [232, 370],
  hem: [224, 836],
  hemDip: 22,
};

/** A shirt: pointed collar, button placket, chest pocket, buttoned cuffs. */
function shirt(palette: Palette, cloth: string): string {
  const u = shirtShape;
  const outline = upperBodyPath(u);
  const collar = `M350 210L330 262L380 300L400 240Z`;
  const placket = `<rect x="386" y="240" width="28" height="606" fill="${palette.base}" stroke="${palette.line}" stroke-width="3"/>`;
  const buttons = [270, 380, 490, 600, 710, 808]
    .map((y) => `<circle cx="400" cy="${y}" r="7" fill="${palette.light}" stroke="${palette.line}" stroke-width="2"/>`)
    .join("");
  const cuffs = bothSides(
    `<path d="M140 720L212 732L214 790L136 780Z" fill="${palette.base}" stroke="${palette.line}" stroke-width="4"/>` +
      `<circle cx="176" cy="756" r="6" fill="${palette.light}" stroke="${palette.line}" stroke-width="2"/>`,
  );
  const pocket =
    `<path d="M440 330H520V420L480 434L440 420Z" fill="${palette.base}" stroke="${palette.line}" stroke-width="3"/>` +
    `<path d="M468 396l8 -11l6 7l5 -5l8 9z" fill="${palette.trim}"/>`;
  return (
    `<defs><clipPath id="cloth"><path d="${outline}"/></clipPath></defs>` +
    groundShadow(midline, 900, 210) +
    `<path d="M350 210Q400 196 450 210L440 250L400 240L360 250Z" fill="${palette.deep}"/>` +
    piece(outline, palette) +
    `<g clip-path="url(#cloth)">${cloth}</g>` +
    `<path d="${outline}" fill="url(#form)"/>` +
    armholeSeams(u, palette) +
    bothSides(seam("M216 290Q300 300 390 294", palette.line, 3, 0.5)) +
    placket +
    buttons +
    pocket +
    cuffs +
    bothSides(
      `<path d="${collar}" fill="${palette.base}" stroke="${palette.line}" stroke-width="4"/><path d="${collar}" fill="url(#form)"/>`,
    )
  );
}

export function drawShirt(palette: Palette): string {
  let slub = "";
  for (let y = 310; y < 820; y += 34) slub += `M${240 + ((y * 37) % 260)} ${y}h${40 + ((y * 3) % 50)}`;
  return shirt(palette, seam(slub, palette.light, 3, 0.5));
}

export function drawFlannelShirt(palette: Palette): string {
  let check = "";
  for (let x = 100; x < 720; x += 80)
    check += `<rect x="${x}" y="150" width="30" height="760" fill="${palette.deep}" fill-opacity="0.45"/>`;
  for (let y = 200; y < 900; y += 80)
    check += `<rect x="80" y="${y}" width="660" height="30" fill="${palette.deep}" fill-opacity="0.45"/>`;
  let lines = "";
  for (let x = 145; x < 720; x += 80) lines += `M${x} 150V910`;
  for (let y = 245; y < 900; y += 80) lines += `M80 ${y}H740`;
  return shirt(palette, check + seam(lines, palette.light, 4, 0.6));
}

const dressShape: UpperBody = {
  neck: [352, 196],
  shoulder: [266, 220],
  cuffOuter: [224, 318],
  cuffInner: [268, 352],
  armpit: [276, 330],
  waist: [300, 480],
  hem: [146, 900],
  hemDip: 18,
};

export function drawDress(palette: Palette): string {
  const u = dressShape;
  const tie = `<rect x="292" y="462" width="216" height="34" rx="6" fill="${palette.trim}" stroke="${palette.line}" stroke-width="4"/>`;
  const bow = `<path d="M436 478l-46 -26v52zM436 478l46 -26v52z" fill="${palette.trim}" stroke="${palette.line}" stroke-width="4"/><path d="M430 490l-26 120M442 490l30 112" stroke="${palette.trim}" stroke-width="14"/><circle cx="436" cy="478" r="12" fill="${palette.trim}" stroke="${palette.line}" stroke-width="3"/>`;
  const folds = seam(
    "M330 520Q300 700 250 880M372 520Q370 700 350 890M428 520Q440 700 460 890M470 520Q510 700 560 880",
    palette.line,
    3,
    0.35,
  );
  return (
    groundShadow(midline, 950, 250) +
    piece(upperBodyPath(u), palette) +
    folds +
    armholeSeams(u, palette) +
    crewNeck(u, palette, 58, 10) +
    tie +
    bow +
    stitching("M158 880Q400 926 642 880", palette.stitch)
  );
}

const knitDress: UpperBody = {
  neck: [348, 190],
  shoulder: [218, 226],
  cuffOuter: [162, 740],
  cuffInner: [232, 750],
  armpit: [248, 340],
  waist: [262, 520],
  hem: [236, 920],
  hemDip: 6,
};

export function drawKnittedDress(palette: Palette): string {
  const u = knitDress;
  let texture = "";
  for (let x = 274; x <= 526; x += 18) texture += `M${x} 300V868`;
  return (
    groundShadow(midline, 960, 200) +
    piece(upperBodyPath(u), palette) +
    seam(texture, palette.stitch, 3, 0.4) +
    bothSides(seam("M190 420L236 430M180 520L232 530M172 620L230 630", palette.stitch, 3, 0.35)) +
    armholeSeams(u, palette) +
    crewNeck(u, palette, 50, 30) +
    cuffRibbing(u, palette, 70) +
    hemRibbing(u, palette, 70) +
    seam("M240 876Q400 886 560 876", palette.trim, 8) +
    bothSides(seam("M166 712L230 722", palette.trim, 7))
  );
}
