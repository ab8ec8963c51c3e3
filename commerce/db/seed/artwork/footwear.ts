import type { Palette } from "./palette.ts";
import { area, groundShadow, piece, placed, seam, stitching, type Point } from "./shapes.ts";

/** Shoes are drawn from the side, toe to the right. */
const rubber = { base: "#34302c", line: "#1c1a18" };
const foam = { base: "#f3f1ec", line: "#b7b1a5" };
const reflective = "#cfd3d6";

/** A rubber sole with lugs along its underside, from `left` to `right` with its top at `top`. */
function luggedSole(left: number, right: number, top: number, height: number): string {
  const bottom = top + height;
  let d = `M${left} ${top}L${right} ${top}Q${right + 30} ${top + 6} ${right + 24} ${top + height * 0.6}L${right - 6} ${bottom}`;
  for (let x = right - 30; x > left + 20; x -= 44)
    d += `L${x} ${bottom}L${x - 6} ${bottom - 12}L${x - 26} ${bottom - 12}L${x - 30} ${bottom}`;
  d += `L${left + 8} ${bottom}Q${left - 8} ${bottom - 4} ${left - 6} ${top + height * 0.5}Z`;
  return `<path d="${d}" fill="${rubber.base}" stroke="${rubber.line}" stroke-width="4"/>`;
}

/** Laces criss-crossing through `eyelets`, front to back along the instep. */
function laces(eyelets: Point[], colour: string, palette: Palette): string {
  let d = "";
  for (let i = 0; i + 1 < eyelets.length; i += 1) {
    const [x1, y1] = eyelets[i]!;
    const [x2, y2] = eyelets[i + 1]!;
    d += `M${x1 - 14} ${y1 + 10}L${x2 + 14} ${y2 - 10}M${x1 + 14} ${y1 + 2}L${x2 - 14} ${y2 - 2}`;
  }
  const holes = eyelets.map(
    ([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${palette.deep}" stroke="${palette.line}" stroke-width="2"/>`,
  );
  return holes.join("") + seam(d, palette.line, 9) + seam(d, colour, 5);
}

/** Laces of a low shoe seen from the side: bars from each eyelet over the top of the foot. */
function sideLaces(eyelets: Point[], colour: string, palette: Palette): string {
  const bars = eyelets.map(([x, y]) => `M${x} ${y}l12 -26`).join("");
  const holes = eyelets.map(
    ([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${palette.deep}" stroke="${palette.line}" stroke-width="2"/>`,
  );
  return seam(bars, palette.line, 12) + seam(bars, colour, 7) + holes.join("");
}

export function drawTrainer(palette: Palette): string {
  const upper =
    "M106 672L96 530Q94 486 126 476Q200 474 256 504Q292 518 316 506Q336 494 350 462Q360 440 384 440Q398 442 406 452Q474 480 544 522Q640 562 690 600Q718 626 714 672Z";
  const sole = "M100 666L690 666Q724 668 732 694Q734 722 700 724L112 724Q86 722 86 694Q88 668 100 666Z";
  return placed(
    groundShadow(410, 734, 330, 22) +
      piece(upper, palette) +
      `<path d="M126 480Q200 478 256 508Q292 522 316 510Q300 526 256 518Q196 494 126 492Z" fill="${palette.deep}"/>` +
      `<path d="M106 672L96 530Q94 486 126 476Q160 540 200 672Z" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
      `<path d="M214 640Q380 556 556 560Q400 586 244 656Z" fill="${palette.trim}" stroke="${palette.line}" stroke-width="3"/>` +
      seam("M360 500Q460 520 548 566", palette.line, 3, 0.7) +
      seam("M590 668Q596 596 666 584", palette.line, 3, 0.7) +
      stitching("M128 648Q400 640 700 648", palette.stitch, 2) +
      sideLaces(
        [
          [380, 484],
          [414, 498],
          [448, 514],
          [482, 532],
        ],
        "#f4f2ee",
        palette,
      ) +
      `<path d="${sole}" fill="${foam.base}" stroke="${foam.line}" stroke-width="4"/>` +
      seam("M92 700L730 700", foam.line, 3, 0.7) +
      `<rect x="80" y="520" width="22" height="70" rx="6" fill="${palette.trim}" stroke="${palette.line}" stroke-width="3"/>`,
    -90,
    1.1,
  );
}

export function drawRunningShoe(palette: Palette): string {
  const upper =
    "M112 612L104 530Q102 500 130 490Q210 496 270 526Q300 538 322 524Q344 506 356 484Q368 466 388 468Q400 472 408 480Q480 512 560 552Q670 592 718 640L640 640L200 624Z";
  const midsole =
    "M94 606Q100 596 124 600L560 634Q690 640 728 656Q746 670 730 686Q692 702 620 706L150 710Q98 708 92 666Z";
  return placed(
    `<defs><pattern id="mesh" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(20)"><circle cx="8" cy="8" r="2.6" fill="${palette.deep}" fill-opacity="0.45"/></pattern></defs>` +
      groundShadow(420, 732, 330, 22) +
      piece(upper, palette) +
      `<path d="${upper}" fill="url(#mesh)"/>` +
      `<path d="M130 494Q210 500 270 530Q300 542 322 528Q300 546 266 540Q206 512 130 506Z" fill="${palette.deep}"/>` +
      `<path d="M104 530Q102 500 130 490L142 496Q128 540 150 610L112 612Z" fill="${reflective}" stroke="${palette.line}" stroke-width="3"/>` +
      `<path d="M96 470l34 20l-10 18l-30 -10z" fill="${palette.trim}" stroke="${palette.line}" stroke-width="3"/>` +
      seam("M210 610Q370 540 540 566M240 620Q390 574 580 600", palette.trim, 9) +
      sideLaces(
        [
          [386, 504],
          [418, 518],
          [450, 534],
          [482, 550],
        ],
        palette.trim,
        palette,
      ) +
      `<path d="${midsole}" fill="${foam.base}" stroke="${foam.line}" stroke-width="4"/>` +
      seam("M120 650Q400 662 712 664", foam.line, 3, 0.6) +
      `<path d="M98 682Q120 706 170 708L620 704Q700 700 734 678L728 696Q700 714 620 716L170 720Q112 718 98 682Z" fill="${rubber.base}"/>`,
    -90,
    1.1,
  );
}

export function drawHikingBoot(palette: Palette): string {
  const upper =
    "M118 640L112 356Q110 300 168 294Q240 300 302 308L332 296Q362 282 384 298L404 420Q460 506 560 536Q690 568 714 640Z";
  return placed(
    groundShadow(420, 744, 330, 22) +
      piece(upper, palette) +
      `<path d="M112 356Q110 300 168 294Q240 300 302 308L306 344Q240 338 170 336Q128 338 114 370Z" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
      `<path d="M114 470Q220 480 270 560Q300 610 290 640L118 640Z" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
      stitching("M130 488Q214 500 258 560Q280 600 276 630", palette.stitch, 2) +
      `<path d="M440 530Q600 548 716 620L720 644L440 640Z" fill="${rubber.base}" stroke="${rubber.line}" stroke-width="3"/>` +
      laces(
        [
          [322, 330],
          [340, 370],
          [360, 412],
          [394, 454],
          [432, 488],
        ],
        palette.trim,
        palette,
      ) +
      `<path d="M98 300q-14 -40 20 -44l16 36" fill="none" stroke="${palette.trim}" stroke-width="8"/>` +
      luggedSole(100, 716, 636, 74),
    -40,
    1.08,
  );
}

export function drawWellingtonBoot(palette: Palette): string {
  const shaft = "M160 690L146 180Q262 160 384 178L386 500Q402 560 480 580Q650 604 700 650Q716 690 690 696Z";
  return placed(
    groundShadow(420, 744, 320, 22) +
      piece(shaft, palette) +
      `<path d="M146 180Q262 160 384 178L384 226Q262 210 148 228Z" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
      `<path d="M146 160Q262 144 384 160L384 180Q262 164 146 182Z" fill="${palette.deep}"/>` +
      seam("M190 260Q186 440 204 640", "#ffffff", 16, 0.28) +
      seam("M214 280Q212 420 222 520", "#ffffff", 6, 0.35) +
      `<path d="M370 250L420 236L424 276L372 290Z" fill="${palette.shade}" stroke="${palette.line}" stroke-width="4"/>` +
      `<rect x="402" y="238" width="30" height="34" rx="4" fill="none" stroke="${palette.trim}" stroke-width="6"/>` +
      seam("M420 590Q560 600 700 660", palette.line, 3, 0.5) +
      `<path d="M130 690L706 690Q720 704 700 724L316 724L300 744L150 744L134 724Z" fill="${rubber.base}" stroke="${rubber.line}" stroke-width="4"/>`,
    40,
    1.08,
  );
}

export function drawWinterBoot(palette: Palette): string {
  const upper = "M124 640L118 330L330 330L350 318L390 420Q450 500 560 532Q690 566 714 640Z";
  const shell = "M120 560Q250 556 330 576Q420 600 560 590Q690 596 716 640L122 640Z";
  let tufts = "M108 334";
  for (let x = 108; x <= 360; x += 18) tufts += `L${x + 9} ${x % 36 === 0 ? 254 : 264}L${x + 18} 276`;
  tufts += "L364 340Q240 356 108 344Z";
  return placed(
    groundShadow(420, 748, 330, 22) +
      piece(upper, palette) +
      laces(
        [
          [348, 360],
          [366, 400],
          [392, 442],
          [430, 478],
        ],
        palette.trim,
        palette,
      ) +
      `<path d="${shell}" fill="${rubber.base}" stroke="${rubber.line}" stroke-width="4"/>` +
      seam("M128 594Q250 590 330 608Q420 628 560 620Q660 624 704 632", "#4b4540", 4) +
      `<path d="${tufts}" fill="#d9cfbf" stroke="#a89a84" stroke-width="3"/>` +
      area("M120 280Q240 270 356 290L360 300Q240 286 120 296Z", "#ffffff", 0.35) +
      luggedSole(104, 716, 636, 80),
    -40,
    1.08,
  );
}
