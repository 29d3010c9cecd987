/**
 * Flat illustrations of each product type on a 600×600 canvas. Each returns
 * the drawing and the printable area where a motif and a name go.
 */
export interface Tones {
  base: string;
  dark: string;
  light: string;
}

export interface PrintArea {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Shape {
  body: string;
  print: PrintArea;
}

type Draw = (t: Tones) => Shape;

const shadow = (cx: number, cy: number, rx: number) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 7)}" fill="#000" opacity="0.08"/>`;

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

const shirtPath = (long: boolean) =>
  long
    ? 'M220 110 L150 140 L70 330 L130 350 L190 230 L190 500 H410 L410 230 L470 350 L530 330 L450 140 L380 110 C360 150 240 150 220 110Z'
    : 'M220 110 L120 150 L70 250 L150 285 L190 230 V500 H410 V230 L450 285 L530 250 L480 150 L380 110 C360 150 240 150 220 110Z';

const tshirt: Draw = (t) => ({
  body: shadow(300, 515, 150) + `<path d="${shirtPath(false)}" fill="${t.base}"/><path d="M220 110 C240 150 360 150 380 110 L366 106 C350 134 250 134 234 106Z" fill="${t.dark}"/>`,
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

const onesie: Draw = (t) => ({
  body:
    shadow(300, 505, 120) +
    `<path d="M240 110 L170 140 L130 230 L190 255 L210 220 V390 C210 430 250 450 270 490 H330 C350 450 390 430 390 390 V220 L410 255 L470 230 L430 140 L360 110 C345 140 255 140 240 110Z" fill="${t.base}"/>` +
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

const ornament: Draw = (t) => ({
  body:
    `<path d="M300 40 V130" stroke="#b08a4a" stroke-width="4"/>` +
    `<rect x="270" y="120" width="60" height="36" rx="6" fill="#c9a24e"/>` +
    `<circle cx="300" cy="320" r="170" fill="${t.base}"/>` +
    `<circle cx="240" cy="250" r="40" fill="${t.light}" opacity="0.45"/>` +
    `<path d="M132 300 C220 330 380 330 468 300" stroke="${t.dark}" stroke-width="10" fill="none" opacity="0.4"/>`,
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
    Array.from({ length: 13 }, (_, i) => `<path d="M${118 + i * 30} 480 V505" stroke="${t.dark}" stroke-width="6"/>`).join(''),
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
    Array.from({ length: 16 }, (_, i) => `<ellipse cx="300" cy="125" rx="20" ry="40" fill="${t.dark}" transform="rotate(${i * 22.5} 300 300)"/>`).join('') +
    Array.from({ length: 8 }, (_, i) => `<circle cx="300" cy="112" r="12" fill="#c0392b" transform="rotate(${i * 45 + 11} 300 300)"/>`).join('') +
    `<path d="M270 460 L230 540 M330 460 L370 540" stroke="#c0392b" stroke-width="18"/><circle cx="300" cy="470" r="24" fill="#c0392b"/>`,
  print: { x: 200, y: 220, w: 200, h: 160 },
});

const board: Draw = (t) => ({
  body:
    shadow(300, 520, 170) +
    `<path d="M170 150 H430 C450 150 460 160 460 180 V490 C460 505 450 512 430 512 H170 C150 512 140 505 140 490 V180 C140 160 150 150 170 150Z" fill="${t.base}"/>` +
    `<path d="M260 150 V110 C260 80 340 80 340 110 V150Z" fill="${t.base}"/><rect x="285" y="98" width="30" height="30" rx="15" fill="#f6efe7"/>` +
    `<path d="M160 230 C240 250 360 210 440 240 M160 420 C260 400 330 440 440 410" stroke="${t.dark}" stroke-width="3" fill="none" opacity="0.4"/>`,
  print: { x: 180, y: 220, w: 240, h: 250 },
});

const puzzle: Draw = (t) => {
  const pieces = [0, 1, 2]
    .flatMap((r) => [0, 1, 2].map((c) => `<rect x="${110 + c * 130}" y="${110 + r * 130}" width="124" height="124" rx="8" fill="${(r + c) % 2 ? t.base : t.light}"/>`))
    .join('');
  return { body: shadow(300, 515, 200) + pieces + `<circle cx="430" cy="300" r="22" fill="${t.base}"/><circle cx="300" cy="430" r="22" fill="${t.light}"/>`, print: { x: 150, y: 150, w: 300, h: 300 } };
};

const tote: Draw = (t) => ({
  body:
    `<path d="M220 200 C220 80 380 80 380 200" stroke="${t.dark}" stroke-width="18" fill="none"/>` +
    shadow(300, 510, 170) +
    `<path d="M140 190 H460 L440 500 H160Z" fill="${t.base}"/>`,
  print: { x: 190, y: 230, w: 220, h: 230 },
});

const keychain: Draw = (t) => ({
  body:
    `<circle cx="300" cy="120" r="50" fill="none" stroke="#a8adb3" stroke-width="12"/>` +
    `<rect x="290" y="165" width="20" height="40" fill="#a8adb3"/>` +
    `<rect x="190" y="200" width="220" height="300" rx="40" fill="${t.base}"/><circle cx="300" cy="240" r="14" fill="#f6efe7"/>`,
  print: { x: 215, y: 270, w: 170, h: 200 },
});

const jewelry: Draw = (t) => ({
  body:
    `<path d="M130 80 C150 260 230 330 300 340 C370 330 450 260 470 80" stroke="#b9a37a" stroke-width="5" fill="none" stroke-dasharray="2 7" stroke-linecap="round"/>` +
    `<circle cx="300" cy="430" r="100" fill="${t.base}"/><circle cx="300" cy="430" r="84" fill="none" stroke="${t.dark}" stroke-width="4"/><circle cx="300" cy="330" r="12" fill="none" stroke="${t.dark}" stroke-width="6"/>`,
  print: { x: 235, y: 370, w: 130, h: 120 },
});

const phonecase: Draw = (t) => ({
  body:
    shadow(300, 525, 130) +
    `<rect x="180" y="70" width="240" height="450" rx="40" fill="${t.base}"/>` +
    `<rect x="205" y="95" width="90" height="90" rx="22" fill="${t.dark}"/><circle cx="230" cy="120" r="14" fill="#222"/><circle cx="268" cy="158" r="14" fill="#222"/>`,
  print: { x: 205, y: 220, w: 190, h: 270 },
});

const notebook: Draw = (t) => ({
  body:
    shadow(300, 515, 170) +
    `<rect x="160" y="100" width="300" height="400" rx="12" fill="#f4efe4"/><rect x="150" y="90" width="300" height="400" rx="12" fill="${t.base}"/>` +
    `<rect x="400" y="90" width="16" height="400" fill="${t.dark}"/><rect x="150" y="90" width="28" height="400" rx="8" fill="${t.dark}" opacity="0.5"/>`,
  print: { x: 195, y: 160, w: 190, h: 250 },
});

/** Art kinds by product-type category slug. */
export const SHAPES: Record<string, Draw> = {
  mugs: mug,
  tumblers: tumbler,
  'water-bottles': bottle,
  'wine-glasses': wineglass,
  'beer-steins': stein,
  't-shirts': tshirt,
  hoodies: hoodie,
  sweatshirts: sweatshirt,
  'baby-onesies': onesie,
  caps: cap,
  socks,
  aprons: apron,
  ornaments: ornament,
  signs: sign,
  doormats: doormat,
  blankets: blanket,
  pillows: pillow,
  'canvas-prints': canvas,
  'photo-frames': frame,
  candles: candle,
  'garden-flags': flag,
  'christmas-stockings': stocking,
  'festive-decor': wreath,
  'cutting-boards': board,
  puzzles: puzzle,
  'tote-bags': tote,
  keychains: keychain,
  jewelry,
  'phone-cases': phonecase,
  notebooks: notebook,
};
