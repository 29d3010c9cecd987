/** Apparel: shirts, hoodies, onesies, caps, socks, aprons. Flat drawings on a 600×600 canvas. */
import { shadow, type Draw } from './shapeKit';

const shirtPath = (long: boolean) =>
  long
    ? 'M220 110 L150 140 L70 330 L130 350 L190 230 L190 500 H410 L410 230 L470 350 L530 330 L450 140 L380 110 C360 150 240 150 220 110Z'
    : 'M220 110 L120 150 L70 250 L150 285 L190 230 V500 H410 V230 L450 285 L530 250 L480 150 L380 110 C360 150 240 150 220 110Z';

const tshirt: Draw = (t) => ({
  body:
    shadow(300, 515, 150) +
    `<path d="${shirtPath(false)}" fill="${t.base}"/><path d="M220 110 C240 150 360 150 380 110 L366 106 C350 134 250 134 234 106Z" fill="${t.dark}"/>`,
  print: { x: 225, y: 190, w: 150, h: 190 },
});

const sweatshirt: Draw = (t) => ({
  body:
    shadow(300, 515, 160) +
    `<path d="${shirtPath(true)}" fill="${t.base}"/><path d="M220 110 C240 150 360 150 380 110 L366 106 C350 134 250 134 234 106Z" fill="${t.dark}"/>` +
    `<rect x="190" y="470" width="220" height="30" fill="${t.dark}" opacity="0.6"/>`,
  print: { x: 225, y: 190, w: 150, h: 190 },
});

const hoodie: Draw = (t) => ({
  body:
    shadow(300, 515, 160) +
    `<path d="${shirtPath(true)}" fill="${t.base}"/>` +
    `<path d="M215 112 C220 40 380 40 385 112 C360 160 240 160 215 112Z" fill="${t.dark}"/>` +
    `<path d="M282 150 V210 M318 150 V210" stroke="${t.light}" stroke-width="5"/>` +
    `<path d="M225 400 H375 L360 470 H240Z" fill="${t.dark}" opacity="0.35"/>`,
  print: { x: 230, y: 215, w: 140, h: 170 },
});

/** The zip-up hoodie: the pullover opened by a zip, a pocket each side, the print on the wearer's left chest. */
const zipHoodie: Draw = (t) => ({
  body:
    shadow(300, 515, 160) +
    `<path d="${shirtPath(true)}" fill="${t.base}"/>` +
    `<path d="M215 112 C220 40 380 40 385 112 C360 160 240 160 215 112Z" fill="${t.dark}"/>` +
    `<path d="M282 150 V210 M318 150 V210" stroke="${t.light}" stroke-width="5"/>` +
    `<path d="M225 400 H292 V470 H240Z M308 400 H375 L360 470 H308Z" fill="${t.dark}" opacity="0.35"/>` +
    `<path d="M300 140 V500" stroke="${t.dark}" stroke-width="8"/><rect x="293" y="150" width="14" height="26" rx="3" fill="#c9ced3"/>`,
  print: { x: 315, y: 220, w: 85, h: 150 },
});

const onesie: Draw = (t) => ({
  body:
    shadow(300, 505, 120) +
    `<path d="M240 110 L170 140 L130 230 L190 255 L210 220 V390 C210 430 250 450 270 490 H330 C350 450 390 430 390 390 V220 L410 255 L470 230 L430 140 L360 110 C345 140 255 140 240 110Z" fill="${t.base}"/>` +
    `<circle cx="285" cy="470" r="6" fill="${t.dark}"/><circle cx="315" cy="470" r="6" fill="${t.dark}"/>`,
  print: { x: 230, y: 180, w: 140, h: 170 },
});

/** The long-sleeved onesie: the same body, sleeves to the wrist. */
const longSleeveOnesie: Draw = (t) => ({
  body:
    shadow(300, 505, 120) +
    `<path d="M240 110 L170 140 L112 345 L168 360 L210 220 V390 C210 430 250 450 270 490 H330 C350 450 390 430 390 390 V220 L432 360 L488 345 L430 140 L360 110 C345 140 255 140 240 110Z" fill="${t.base}"/>` +
    `<path d="M114 338 L170 353 M486 338 L430 353" stroke="${t.dark}" stroke-width="10"/>` +
    `<circle cx="285" cy="470" r="6" fill="${t.dark}"/><circle cx="315" cy="470" r="6" fill="${t.dark}"/>`,
  print: { x: 230, y: 180, w: 140, h: 170 },
});

const cap: Draw = (t) => ({
  body:
    shadow(300, 420, 190) +
    `<path d="M150 360 C150 200 450 200 450 360Z" fill="${t.base}"/>` +
    `<path d="M150 360 C250 340 400 350 520 400 C420 420 250 400 150 370Z" fill="${t.dark}"/>` +
    `<circle cx="300" cy="222" r="12" fill="${t.dark}"/><path d="M300 222 V360" stroke="${t.dark}" stroke-width="3" opacity="0.4"/>`,
  print: { x: 215, y: 250, w: 170, h: 90 },
});

/** The trucker cap: a foam front panel and a mesh back, the print on the front panel. */
const truckerCap: Draw = (t) => ({
  body:
    shadow(300, 420, 190) +
    `<path d="M150 360 C150 200 450 200 450 360Z" fill="${t.base}"/>` +
    `<clipPath id="trucker-mesh"><path d="M300 240 C375 240 450 280 450 360 H300Z"/></clipPath>` +
    `<g clip-path="url(#trucker-mesh)"><rect x="300" y="230" width="150" height="130" fill="#f4f1ea"/>` +
    Array.from(
      { length: 7 },
      (_, i) => `<path d="M${312 + i * 20} 230 V360" stroke="${t.dark}" stroke-width="2" opacity="0.35"/>`,
    ).join('') +
    `</g>` +
    `<path d="M150 360 C250 340 400 350 520 400 C420 420 250 400 150 370Z" fill="${t.dark}"/>` +
    `<circle cx="300" cy="222" r="12" fill="${t.dark}"/>`,
  print: { x: 170, y: 255, w: 120, h: 90 },
});

const socks: Draw = (t) => {
  const sock = (dx: number) =>
    `<path d="M${190 + dx} 90 H${290 + dx} V340 C${290 + dx} 420 ${230 + dx} 480 ${160 + dx} 480 C${110 + dx} 480 ${90 + dx} 440 ${120 + dx} 410 L${190 + dx} 350Z" fill="${t.base}"/>` +
    `<rect x="${190 + dx}" y="90" width="100" height="40" fill="${t.dark}"/>` +
    `<path d="M${120 + dx} 410 C${130 + dx} 450 ${160 + dx} 470 ${175 + dx} 478" stroke="${t.dark}" stroke-width="16" fill="none"/>`;
  return { body: shadow(280, 495, 170) + sock(120) + sock(0), print: { x: 198, y: 150, w: 84, h: 180 } };
};

const apron: Draw = (t) => ({
  body:
    shadow(300, 520, 150) +
    `<path d="M240 80 C240 40 360 40 360 80" stroke="${t.dark}" stroke-width="12" fill="none"/>` +
    `<path d="M230 80 H370 V190 C400 200 430 210 450 220 V500 H150 V220 C170 210 200 200 230 190Z" fill="${t.base}"/>` +
    `<path d="M150 230 L80 260 M450 230 L520 260" stroke="${t.dark}" stroke-width="10"/>` +
    `<rect x="215" y="390" width="170" height="80" rx="8" fill="${t.dark}" opacity="0.3"/>`,
  print: { x: 220, y: 210, w: 160, h: 160 },
});

export { tshirt, sweatshirt, hoodie, zipHoodie, onesie, longSleeveOnesie, cap, truckerCap, socks, apron };
