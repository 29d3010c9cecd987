/** Keepsakes: boards, puzzles, totes, keychains, jewelry, phone cases, notebooks. Flat drawings on a 600×600 canvas. */
import { shadow, type Draw } from './shapeKit';

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
    .flatMap((r) =>
      [0, 1, 2].map(
        (c) =>
          `<rect x="${110 + c * 130}" y="${110 + r * 130}" width="124" height="124" rx="8" fill="${(r + c) % 2 ? t.base : t.light}"/>`,
      ),
    )
    .join('');
  return {
    body:
      shadow(300, 515, 200) +
      pieces +
      `<circle cx="430" cy="300" r="22" fill="${t.base}"/><circle cx="300" cy="430" r="22" fill="${t.light}"/>`,
    print: { x: 150, y: 150, w: 300, h: 300 },
  };
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

/** The round tag keychain: a disc on the same ring. */
const roundKeychain: Draw = (t) => ({
  body:
    `<circle cx="300" cy="110" r="50" fill="none" stroke="#a8adb3" stroke-width="12"/>` +
    `<rect x="290" y="155" width="20" height="40" fill="#a8adb3"/>` +
    `<circle cx="300" cy="345" r="160" fill="${t.base}"/><circle cx="300" cy="215" r="14" fill="#f6efe7"/>`,
  print: { x: 205, y: 250, w: 190, h: 180 },
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

export { board, puzzle, tote, keychain, roundKeychain, jewelry, phonecase, notebook };
