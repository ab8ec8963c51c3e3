import type { Palette } from "./palette.ts";
import { bothSides, groundShadow, midline, mirrored, piece, placed, ribs, seam, stitching } from "./shapes.ts";

export function drawBeanie(palette: Palette): string {
  const crown = "M190 640Q180 330 400 300Q620 330 610 640Z";
  let ribLines = "";
  for (let x = 220; x <= 580; x += 24)
    ribLines += `M${x} 636Q${x + (x - midline) * 0.3} 460 ${midline + (x - midline) * 0.25} 320`;
  const cuff = "M176 620Q400 600 624 620L632 760Q400 784 168 760Z";
  let pompom = "";
  for (let i = 0; i < 18; i += 1) {
    const angle = (Math.PI * 2 * i) / 18;
    pompom += `M400 250L${(400 + Math.cos(angle) * 86).toFixed(1)} ${(250 + Math.sin(angle) * 80).toFixed(1)}`;
  }
  return (
    groundShadow(midline, 800, 240, 22) +
    `<circle cx="400" cy="250" r="82" fill="${palette.trim}" stroke="${palette.line}" stroke-width="4"/>` +
    seam(pompom, palette.line, 4, 0.35) +
    piece(crown, palette) +
    seam(ribLines, palette.stitch, 3, 0.45) +
    piece(cuff, palette) +
    ribs(178, 624, 624, 760, 18, palette.stitch) +
    `<rect x="356" y="660" width="88" height="56" rx="6" fill="#8b6a4b" stroke="#5e4632" stroke-width="3"/>` +
    stitching("M364 668H436V708H364Z", "#e8dcc8", 2)
  );
}

/** One mitten, palm out, thumb to the right. */
function mitten(palette: Palette): string {
  const hand =
    "M190 740L186 420Q184 280 300 276Q416 280 418 420L420 520Q470 470 490 420Q520 380 548 404Q566 430 540 490Q500 590 420 660L420 740Z";
  const cuff = "M180 720H426L430 880H176Z";
  return (
    piece(hand, palette) +
    seam("M240 470h130M240 500h130", palette.trim, 10) +
    `<path d="M250 440l15 -15l15 15l-15 15zM300 440l15 -15l15 15l-15 15zM350 440l15 -15l15 15l-15 15z" fill="${palette.trim}"/>` +
    seam("M420 520Q410 600 420 660", palette.line, 3, 0.6) +
    piece(cuff, palette) +
    ribs(178, 428, 724, 876, 16, palette.stitch)
  );
}

export function drawMitten(palette: Palette): string {
  return placed(
    groundShadow(midline, 920, 300, 22) +
      `<g transform="translate(-120 10) rotate(-6 300 600)">${mirrored(`<g transform="translate(100 0)">${mitten(palette)}</g>`)}</g>` +
      `<g transform="translate(190 40) rotate(6 300 600)">${mitten(palette)}</g>`,
    0,
    0.92,
  );
}

export function drawShoulderBag(palette: Palette): string {
  const body = "M190 500Q190 470 220 470L580 470Q610 470 610 500L620 790Q620 820 590 820L210 820Q180 820 180 790Z";
  const flap = "M186 476L614 476L614 640Q614 690 564 690L236 690Q186 690 186 640Z";
  return (
    groundShadow(midline, 840, 250, 22) +
    `<path d="M214 480Q210 110 400 110Q590 110 586 480" fill="none" stroke="${palette.line}" stroke-width="30"/>` +
    `<path d="M214 480Q210 110 400 110Q590 110 586 480" fill="none" stroke="${palette.shade}" stroke-width="22"/>` +
    stitching("M214 480Q210 110 400 110Q590 110 586 480", palette.stitch, 2) +
    bothSides(`<rect x="196" y="446" width="36" height="40" rx="8" fill="none" stroke="#b9a77a" stroke-width="7"/>`) +
    piece(body, palette) +
    piece(flap, palette) +
    stitching("M204 494H596V632Q596 672 556 672H244Q204 672 204 632Z", palette.stitch, 2) +
    `<rect x="372" y="650" width="56" height="70" rx="10" fill="${palette.trim}" stroke="${palette.line}" stroke-width="3"/>` +
    `<circle cx="400" cy="696" r="8" fill="${palette.line}"/>`
  );
}

export function drawWeekendBag(palette: Palette): string {
  const body = "M150 520Q150 460 230 456L570 456Q650 460 650 520L660 790Q660 830 610 832L190 832Q140 830 140 790Z";
  return (
    groundShadow(midline, 850, 300, 24) +
    bothSides(
      `<path d="M290 470Q300 300 400 300" fill="none" stroke="${palette.line}" stroke-width="30"/><path d="M290 470Q300 300 400 300" fill="none" stroke="#6b4a2f" stroke-width="22"/>`,
    ) +
    piece(body, palette) +
    bothSides(
      `<path d="M140 740L142 790Q142 830 190 832L250 832L250 740Z" fill="#6b4a2f" stroke="#3f2c1c" stroke-width="4"/>` +
        `<rect x="264" y="440" width="52" height="60" rx="8" fill="#6b4a2f" stroke="#3f2c1c" stroke-width="3"/>` +
        `<circle cx="168" cy="540" r="18" fill="none" stroke="#b9a77a" stroke-width="7"/>` +
        seam("M150 540Q150 470 230 462", palette.line, 3, 0.5),
    ) +
    seam("M250 470H550", palette.deep, 10) +
    `<path d="M530 470h14v46h-14z" fill="${palette.trim}"/>` +
    stitching("M252 520H548M252 800H548", palette.stitch, 2) +
    `<rect x="360" y="600" width="80" height="40" rx="4" fill="#6b4a2f"/>`
  );
}

/** A pair of glasses from the front; lenses and temples are drawn from `lens` and `frame` paths. */
function glasses(palette: Palette, lens: string, frame: string, extra = ""): string {
  return placed(
    groundShadow(midline, 700, 300, 18) +
      bothSides(
        `<path d="M110 480L60 500L60 520L112 506Z" fill="${palette.shade}" stroke="${palette.line}" stroke-width="3"/>` +
          extra +
          `<path d="${frame}" fill="${palette.base}" stroke="${palette.line}" stroke-width="4"/><path d="${frame}" fill="url(#form)"/>` +
          `<path d="${lens}" fill="url(#lens)" stroke="${palette.line}" stroke-width="2"/>` +
          `<path d="${lens}" fill="none" stroke="#fff" stroke-opacity="0.15" stroke-width="10"/>` +
          `<circle cx="96" cy="452" r="8" fill="${palette.trim}"/>`,
      ) +
      `<defs><linearGradient id="lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2430"/><stop offset="1" stop-color="#4a5866"/></linearGradient></defs>` +
      bothSides(seam("M200 430L260 470", "#ffffff", 8, 0.35)) +
      `<path d="M370 440Q400 420 430 440L430 470Q400 452 370 470Z" fill="${palette.base}" stroke="${palette.line}" stroke-width="3"/>`,
    -20,
  );
}

export function drawSunglasses(palette: Palette): string {
  const frame = "M100 420L372 420Q380 420 380 432L372 560Q360 620 300 620L170 620Q120 620 110 570Z";
  const lens = "M126 442L354 442L348 552Q340 598 296 598L176 598Q138 598 132 560Z";
  return glasses(palette, lens, frame);
}

export function drawGlacierGlasses(palette: Palette): string {
  const circle = (r: number) => `M${250 - r} 510A${r} ${r} 0 1 0 ${250 + r} 510A${r} ${r} 0 1 0 ${250 - r} 510Z`;
  const shield =
    `<path d="M150 430Q56 450 66 520Q74 600 156 614Z" fill="#6b4a2f" stroke="#3f2c1c" stroke-width="4"/>` +
    stitching("M140 450Q84 466 88 520Q92 580 146 594", "#d8c7a8", 2);
  return glasses(palette, circle(92), circle(118), shield);
}

/** One sock seen from the side, foot to the right; heel and toe in the trim colour. */
function sock(palette: Palette, id: string): string {
  const outline =
    "M300 150L470 150L470 560Q470 600 504 620L650 700Q712 734 690 800Q668 852 604 832L360 742Q300 720 300 640Z";
  return (
    `<defs><clipPath id="${id}"><path d="${outline}"/></clipPath></defs>` +
    piece(outline, palette) +
    `<g clip-path="url(#${id})"><circle cx="318" cy="738" r="86" fill="${palette.trim}"/><circle cx="676" cy="790" r="66" fill="${palette.trim}"/><path d="${outline}" fill="url(#form)"/></g>` +
    `<rect x="296" y="150" width="178" height="120" fill="${palette.base}" stroke="${palette.line}" stroke-width="4"/>` +
    ribs(298, 472, 154, 266, 16, palette.stitch) +
    seam("M300 390H470M300 420H470", palette.trim, 10)
  );
}

export function drawSocks(palette: Palette): string {
  return (
    groundShadow(midline, 880, 270, 20) +
    `<g transform="translate(-150 20)">${sock(palette, "back-sock")}</g>` +
    `<g transform="translate(10 60)">${sock(palette, "front-sock")}</g>`
  );
}
