/** Home and decor: ornaments, signs, mats, textiles, frames, candles, flags, stockings, wreaths. Flat drawings on a 600×600 canvas. */
import { shadow, type Draw } from './shapeKit';

const ornament: Draw = (t) => ({
  body:
    `<path d="M300 40 V130" stroke="#b08a4a" stroke-width="4"/>` +
    `<rect x="270" y="120" width="60" height="36" rx="6" fill="#c9a24e"/>` +
    `<circle cx="300" cy="320" r="170" fill="${t.base}"/>` +
    `<circle cx="240" cy="250" r="40" fill="${t.light}" opacity="0.45"/>` +
    `<path d="M132 300 C220 330 380 330 468 300" stroke="${t.dark}" stroke-width="10" fill="none" opacity="0.4"/>`,
  print: { x: 200, y: 230, w: 200, h: 190 },
});

/** The flat disc ornament: a glazed disc seen face on, its edge showing, hung by a ribbon through a hole. */
const flatDiscOrnament: Draw = (t) => ({
  body:
    `<path d="M300 52 C250 80 262 150 300 176 C338 150 350 80 300 52Z" fill="none" stroke="#c9a24e" stroke-width="7"/>` +
    `<circle cx="309" cy="331" r="165" fill="${t.dark}"/>` +
    `<circle cx="300" cy="320" r="165" fill="${t.base}"/>` +
    `<circle cx="300" cy="320" r="146" fill="none" stroke="${t.light}" stroke-width="5" opacity="0.55"/>` +
    `<circle cx="300" cy="180" r="9" fill="#f6efe7" stroke="#c9a24e" stroke-width="4"/>` +
    `<path d="M300 184 L276 206 L284 210 L300 192 L316 210 L324 206Z" fill="#c9a24e"/>`,
  print: { x: 200, y: 230, w: 200, h: 190 },
});

const sign: Draw = (t) => ({
  body:
    `<path d="M200 160 L300 60 L400 160" stroke="#8b6a4a" stroke-width="6" fill="none"/><circle cx="300" cy="60" r="10" fill="#6f5239"/>` +
    shadow(300, 500, 200) +
    `<rect x="90" y="160" width="420" height="300" rx="14" fill="${t.base}"/>` +
    `<rect x="110" y="180" width="380" height="260" rx="8" fill="none" stroke="${t.dark}" stroke-width="6"/>` +
    `<path d="M110 250 H490 M110 330 H490" stroke="${t.dark}" stroke-width="2" opacity="0.25"/>`,
  print: { x: 140, y: 200, w: 320, h: 220 },
});

const doormat: Draw = (t) => ({
  body:
    `<path d="M90 200 H510 L560 470 H40Z" fill="${t.base}"/>` +
    `<path d="M118 222 H482 L522 448 H78Z" fill="none" stroke="${t.dark}" stroke-width="10"/>`,
  print: { x: 150, y: 240, w: 300, h: 190 },
});

const blanket: Draw = (t) => ({
  body:
    shadow(300, 500, 220) +
    `<rect x="100" y="150" width="400" height="330" rx="20" fill="${t.base}"/>` +
    `<path d="M100 210 C200 240 400 240 500 210 V150 C400 180 200 180 100 150Z" fill="${t.dark}" opacity="0.45"/>` +
    Array.from(
      { length: 13 },
      (_, i) => `<path d="M${118 + i * 30} 480 V505" stroke="${t.dark}" stroke-width="6"/>`,
    ).join(''),
  print: { x: 170, y: 250, w: 260, h: 200 },
});

const pillow: Draw = (t) => ({
  body:
    shadow(300, 500, 200) +
    `<path d="M110 120 C200 140 400 140 490 120 C470 220 470 380 490 480 C400 460 200 460 110 480 C130 380 130 220 110 120Z" fill="${t.base}"/>` +
    `<path d="M140 150 C220 166 380 166 460 150" stroke="${t.light}" stroke-width="8" fill="none" opacity="0.5"/>`,
  print: { x: 180, y: 190, w: 240, h: 230 },
});

const canvas: Draw = (t) => ({
  body:
    `<rect x="110" y="90" width="390" height="420" fill="${t.dark}"/><rect x="100" y="80" width="390" height="420" fill="${t.base}"/>` +
    `<path d="M100 400 C200 340 300 440 490 360 V500 H100Z" fill="${t.dark}" opacity="0.35"/>`,
  print: { x: 140, y: 120, w: 310, h: 260 },
});

const frame: Draw = (t) => ({
  body:
    shadow(300, 505, 190) +
    `<rect x="120" y="90" width="360" height="410" rx="6" fill="${t.base}"/>` +
    `<rect x="150" y="120" width="300" height="350" fill="#fbf8f2"/>` +
    `<rect x="180" y="150" width="240" height="290" fill="${t.light}" opacity="0.6"/>`,
  print: { x: 190, y: 170, w: 220, h: 250 },
});

const candle: Draw = (t) => ({
  body:
    shadow(300, 500, 140) +
    `<path d="M300 130 C280 160 284 190 300 200 C316 190 320 160 300 130Z" fill="#f4b13d"/><path d="M300 200 V225" stroke="#333" stroke-width="4"/>` +
    `<rect x="180" y="220" width="240" height="270" rx="30" fill="${t.light}" opacity="0.85"/>` +
    `<rect x="180" y="300" width="240" height="190" rx="30" fill="${t.base}"/>` +
    `<rect x="180" y="215" width="240" height="24" rx="10" fill="${t.dark}" opacity="0.5"/>`,
  print: { x: 210, y: 320, w: 180, h: 150 },
});

const flag: Draw = (t) => ({
  body:
    `<path d="M160 80 V540 M440 80 V540 M160 90 H440" stroke="#3c3c3c" stroke-width="8"/>` +
    `<path d="M175 100 H425 V430 L300 480 L175 430Z" fill="${t.base}"/>` +
    `<path d="M175 100 H425 V130 H175Z" fill="${t.dark}" opacity="0.5"/>`,
  print: { x: 200, y: 150, w: 200, h: 260 },
});

const stocking: Draw = (t) => ({
  body:
    `<path d="M230 150 H390 V360 C390 450 330 510 240 510 C170 510 130 460 160 410 C180 380 220 370 230 350Z" fill="${t.base}"/>` +
    `<rect x="210" y="90" width="200" height="80" rx="18" fill="#fbf7f1"/>` +
    `<path d="M160 410 C180 470 220 500 250 508" stroke="${t.dark}" stroke-width="18" fill="none"/>` +
    `<path d="M400 110 C430 80 460 90 450 120" stroke="#fbf7f1" stroke-width="8" fill="none"/>`,
  print: { x: 240, y: 190, w: 140, h: 170 },
});

const wreath: Draw = (t) => ({
  body:
    `<circle cx="300" cy="300" r="190" fill="none" stroke="${t.base}" stroke-width="90"/>` +
    Array.from(
      { length: 16 },
      (_, i) => `<ellipse cx="300" cy="125" rx="20" ry="40" fill="${t.dark}" transform="rotate(${i * 22.5} 300 300)"/>`,
    ).join('') +
    Array.from(
      { length: 8 },
      (_, i) => `<circle cx="300" cy="112" r="12" fill="#c0392b" transform="rotate(${i * 45 + 11} 300 300)"/>`,
    ).join('') +
    `<path d="M270 460 L230 540 M330 460 L370 540" stroke="#c0392b" stroke-width="18"/><circle cx="300" cy="470" r="24" fill="#c0392b"/>`,
  print: { x: 200, y: 220, w: 200, h: 160 },
});

export { ornament, flatDiscOrnament, sign, doormat, blanket, pillow, canvas, frame, candle, flag, stocking, wreath };
