/** Drinkware: mugs, tumblers, bottles, glasses, steins. Flat drawings on a 600×600 canvas. */
import { shadow, type Draw } from './shapeKit';

const mug: Draw = (t) => ({
  body:
    shadow(290, 480, 150) +
    `<path d="M400 230 C470 230 480 350 400 370" stroke="${t.dark}" stroke-width="30" fill="none"/>` +
    `<rect x="150" y="170" width="270" height="300" rx="26" fill="${t.base}"/>` +
    `<rect x="150" y="170" width="270" height="26" rx="13" fill="${t.dark}" opacity="0.35"/>` +
    `<rect x="168" y="210" width="26" height="230" rx="13" fill="${t.light}" opacity="0.5"/>`,
  print: { x: 200, y: 220, w: 190, h: 220 },
});

const tumbler: Draw = (t) => ({
  body:
    shadow(300, 500, 110) +
    `<rect x="330" y="60" width="16" height="120" rx="6" fill="${t.dark}" transform="rotate(12 338 120)"/>` +
    `<rect x="200" y="130" width="200" height="40" rx="14" fill="${t.dark}"/>` +
    `<path d="M210 170 H390 L366 490 H234Z" fill="${t.base}"/>` +
    `<path d="M226 190 L244 470" stroke="${t.light}" stroke-width="14" stroke-linecap="round" opacity="0.5"/>`,
  print: { x: 240, y: 230, w: 120, h: 200 },
});

/** The travel tumbler: the skinny tumbler's shape with a handle. */
const travelTumbler: Draw = (t) => ({
  body:
    shadow(300, 500, 130) +
    `<path d="M372 230 C460 230 470 400 360 410" stroke="${t.dark}" stroke-width="26" fill="none"/>` +
    `<rect x="330" y="60" width="16" height="120" rx="6" fill="${t.dark}" transform="rotate(12 338 120)"/>` +
    `<rect x="200" y="130" width="200" height="40" rx="14" fill="${t.dark}"/>` +
    `<path d="M210 170 H390 L366 490 H234Z" fill="${t.base}"/>` +
    `<path d="M226 190 L244 470" stroke="${t.light}" stroke-width="14" stroke-linecap="round" opacity="0.5"/>`,
  print: { x: 240, y: 230, w: 120, h: 200 },
});

const bottle: Draw = (t) => ({
  body:
    shadow(300, 505, 100) +
    `<rect x="255" y="70" width="90" height="60" rx="14" fill="${t.dark}"/>` +
    `<path d="M240 130 H360 C380 150 390 170 390 200 V470 C390 490 376 500 356 500 H244 C224 500 210 490 210 470 V200 C210 170 220 150 240 130Z" fill="${t.base}"/>` +
    `<rect x="228" y="200" width="18" height="260" rx="9" fill="${t.light}" opacity="0.5"/>`,
  print: { x: 245, y: 230, w: 120, h: 220 },
});

const wineglass: Draw = (t) => ({
  body:
    shadow(300, 505, 110) +
    `<path d="M190 90 H410 C420 240 380 320 300 330 C220 320 180 240 190 90Z" fill="${t.light}" opacity="0.75" stroke="${t.dark}" stroke-width="6"/>` +
    `<path d="M200 200 C210 280 250 318 300 322 C350 318 390 280 400 200Z" fill="${t.base}" opacity="0.85"/>` +
    `<rect x="292" y="328" width="16" height="140" fill="${t.dark}" opacity="0.8"/>` +
    `<ellipse cx="300" cy="480" rx="100" ry="18" fill="${t.dark}" opacity="0.8"/>`,
  print: { x: 225, y: 110, w: 150, h: 90 },
});

/** The stemless wine glass: the same bowl standing on the table on a flat base. */
const stemlessWineglass: Draw = (t) => ({
  body:
    shadow(300, 500, 110) +
    `<path d="M196 130 H404 C426 290 414 450 350 488 H250 C186 450 174 290 196 130Z" fill="${t.light}" opacity="0.75" stroke="${t.dark}" stroke-width="6"/>` +
    `<path d="M188 330 C190 400 210 450 252 480 H348 C390 450 410 400 412 330Z" fill="${t.base}" opacity="0.85"/>` +
    `<path d="M222 160 C212 250 214 330 232 400" stroke="#ffffff" stroke-width="12" stroke-linecap="round" fill="none" opacity="0.35"/>` +
    `<rect x="250" y="482" width="100" height="10" rx="5" fill="${t.dark}" opacity="0.8"/>`,
  print: { x: 225, y: 160, w: 150, h: 150 },
});

const stein: Draw = (t) => ({
  body:
    shadow(290, 490, 150) +
    `<path d="M390 210 H450 C470 210 480 230 480 250 V380 C480 400 470 410 450 410 H390" stroke="${t.dark}" stroke-width="28" fill="none"/>` +
    `<rect x="160" y="150" width="240" height="330" rx="18" fill="${t.light}" opacity="0.9"/>` +
    `<rect x="172" y="200" width="216" height="270" rx="12" fill="${t.base}"/>` +
    `<path d="M170 150 C170 110 390 110 390 150Z" fill="#fdfaf2"/>` +
    `<rect x="160" y="444" width="240" height="36" rx="12" fill="${t.dark}" opacity="0.7"/>`,
  print: { x: 195, y: 230, w: 170, h: 190 },
});

export { mug, tumbler, travelTumbler, bottle, wineglass, stemlessWineglass, stein };
