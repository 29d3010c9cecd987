/**
 * Small flat motifs printed on products and designs. Each draws in a
 * 100×100 box around (0,0)…(100,100) with the given ink colour.
 */
type Motif = (ink: string, accent: string) => string;

export const MOTIFS: Record<string, Motif> = {
  heart: (ink) =>
    `<path d="M50 86 C14 60 8 38 22 24 C34 12 48 20 50 32 C52 20 66 12 78 24 C92 38 86 60 50 86Z" fill="${ink}"/>`,
  hearts: (ink, accent) =>
    `<path d="M34 70 C10 52 8 36 18 27 C27 19 36 24 37 32 C39 24 48 19 56 27 C66 36 60 52 34 70Z" fill="${ink}"/>` +
    `<path d="M70 58 C54 46 52 36 59 30 C65 25 71 28 72 34 C73 28 79 25 85 30 C92 36 88 46 70 58Z" fill="${accent}"/>`,
  star: (ink) => `<path d="M50 8 L61 38 L93 38 L67 57 L77 89 L50 70 L23 89 L33 57 L7 38 L39 38Z" fill="${ink}"/>`,
  stars: (ink, accent) =>
    `<path d="M30 14 L36 30 L53 30 L39 40 L44 57 L30 47 L16 57 L21 40 L7 30 L24 30Z" fill="${ink}"/>` +
    `<path d="M70 44 L75 57 L89 57 L78 65 L82 79 L70 71 L58 79 L62 65 L51 57 L65 57Z" fill="${accent}"/>` +
    `<circle cx="78" cy="22" r="4" fill="${ink}"/><circle cx="24" cy="78" r="3" fill="${accent}"/>`,
  tree: (ink, accent) =>
    `<path d="M50 6 L80 46 H64 L88 76 H12 L36 46 H20Z" fill="${ink}"/><rect x="44" y="76" width="12" height="16" fill="${accent}"/>` +
    `<circle cx="42" cy="40" r="4" fill="${accent}"/><circle cx="60" cy="60" r="4" fill="${accent}"/><circle cx="36" cy="66" r="4" fill="${accent}"/>`,
  snowflake: (ink) =>
    `<g stroke="${ink}" stroke-width="6" stroke-linecap="round" fill="none">` +
    [0, 60, 120].map((a) => `<line x1="50" y1="10" x2="50" y2="90" transform="rotate(${a} 50 50)"/>`).join('') +
    [0, 60, 120, 180, 240, 300].map((a) => `<path d="M40 20 L50 30 L60 20" transform="rotate(${a} 50 50)"/>`).join('') +
    `</g>`,
  pumpkin: (ink, accent) =>
    `<ellipse cx="50" cy="58" rx="40" ry="32" fill="${ink}"/><ellipse cx="50" cy="58" rx="16" ry="32" fill="${accent}" opacity="0.35"/>` +
    `<path d="M48 28 C46 18 50 12 58 10 L60 16 C54 18 54 22 55 28Z" fill="#4f6b3a"/>`,
  bat: (ink) =>
    `<path d="M50 40 C44 30 30 28 8 36 C18 42 20 52 16 60 C26 54 36 58 40 66 C44 58 48 56 50 62 C52 56 56 58 60 66 C64 58 74 54 84 60 C80 52 82 42 92 36 C70 28 56 30 50 40Z" fill="${ink}"/>`,
  paw: (ink) =>
    `<ellipse cx="50" cy="66" rx="22" ry="18" fill="${ink}"/><ellipse cx="24" cy="42" rx="9" ry="12" fill="${ink}"/><ellipse cx="41" cy="28" rx="9" ry="12" fill="${ink}"/>` +
    `<ellipse cx="59" cy="28" rx="9" ry="12" fill="${ink}"/><ellipse cx="76" cy="42" rx="9" ry="12" fill="${ink}"/>`,
  flower: (ink, accent) =>
    [0, 72, 144, 216, 288]
      .map((a) => `<ellipse cx="50" cy="26" rx="13" ry="22" fill="${ink}" transform="rotate(${a} 50 50)"/>`)
      .join('') + `<circle cx="50" cy="50" r="12" fill="${accent}"/>`,
  leaf: (ink, accent) =>
    `<path d="M14 86 C14 40 40 14 88 12 C86 60 60 86 14 86Z" fill="${ink}"/><path d="M18 82 L70 30" stroke="${accent}" stroke-width="4"/>`,
  apple: (ink) =>
    `<path d="M50 30 C30 18 10 32 14 56 C18 80 36 92 50 84 C64 92 82 80 86 56 C90 32 70 18 50 30Z" fill="${ink}"/><path d="M50 30 C50 20 54 12 62 8" stroke="#5b4632" stroke-width="5" fill="none"/><path d="M54 20 C64 10 76 12 80 18 C70 24 62 24 54 20Z" fill="#5f8a3c"/>`,
  gradcap: (ink, accent) =>
    `<path d="M50 16 L94 36 L50 56 L6 36Z" fill="${ink}"/><path d="M26 46 V66 C26 76 74 76 74 66 V46 L50 57Z" fill="${ink}"/><path d="M86 40 V66" stroke="${accent}" stroke-width="4"/><circle cx="86" cy="70" r="5" fill="${accent}"/>`,
  football: (ink, accent) =>
    `<ellipse cx="50" cy="50" rx="42" ry="26" fill="${ink}" transform="rotate(-30 50 50)"/><g stroke="${accent}" stroke-width="4" transform="rotate(-30 50 50)"><line x1="34" y1="50" x2="66" y2="50"/>${[40, 47, 54, 61].map((x) => `<line x1="${x}" y1="44" x2="${x}" y2="56"/>`).join('')}</g>`,
  basketball: (ink, accent) =>
    `<circle cx="50" cy="50" r="40" fill="${ink}"/><g stroke="${accent}" stroke-width="4" fill="none"><line x1="10" y1="50" x2="90" y2="50"/><line x1="50" y1="10" x2="50" y2="90"/><path d="M22 22 C38 38 38 62 22 78"/><path d="M78 22 C62 38 62 62 78 78"/></g>`,
  baseball: (ink, accent) =>
    `<circle cx="50" cy="50" r="40" fill="${ink}"/><g stroke="${accent}" stroke-width="4" fill="none" stroke-dasharray="5 4"><path d="M26 18 C40 36 40 64 26 82"/><path d="M74 18 C60 36 60 64 74 82"/></g>`,
  hockey: (ink, accent) =>
    `<path d="M30 8 L46 70 C48 78 54 82 62 82 H90 V92 H56 C44 92 36 86 34 76 L18 10Z" fill="${ink}"/><ellipse cx="30" cy="84" rx="16" ry="7" fill="${accent}"/>`,
  soccer: (ink, accent) =>
    `<circle cx="50" cy="50" r="40" fill="${accent}"/><path d="M50 34 L65 45 L59 63 H41 L35 45Z" fill="${ink}"/><g fill="${ink}"><path d="M50 10 L60 16 L50 24 L40 16Z"/><path d="M88 40 L86 54 L76 50 L78 38Z"/><path d="M12 40 L22 38 L24 50 L14 54Z"/><path d="M30 80 L40 74 L44 86 L36 88Z"/><path d="M70 80 L64 88 L56 86 L60 74Z"/></g>`,
  rocket: (ink, accent) =>
    `<path d="M50 6 C66 20 70 44 64 70 H36 C30 44 34 20 50 6Z" fill="${ink}"/><circle cx="50" cy="36" r="8" fill="${accent}"/><path d="M36 56 L22 76 L36 72Z M64 56 L78 76 L64 72Z" fill="${accent}"/><path d="M42 72 L50 94 L58 72Z" fill="#f0a33a"/>`,
  book: (ink, accent) =>
    `<path d="M50 24 C38 16 22 16 8 20 V82 C22 78 38 78 50 86 C62 78 78 78 92 82 V20 C78 16 62 16 50 24Z" fill="${ink}"/><path d="M50 24 V86" stroke="${accent}" stroke-width="4"/>`,
  mask: (ink, accent) =>
    `<path d="M8 34 C30 28 40 36 50 36 C60 36 70 28 92 34 C92 58 76 70 62 62 C56 58 54 52 50 52 C46 52 44 58 38 62 C24 70 8 58 8 34Z" fill="${ink}"/><ellipse cx="30" cy="46" rx="8" ry="6" fill="${accent}"/><ellipse cx="70" cy="46" rx="8" ry="6" fill="${accent}"/>`,
  retro: (ink, accent) =>
    `<circle cx="50" cy="50" r="40" fill="${ink}"/><circle cx="36" cy="42" r="8" fill="${accent}"/><circle cx="64" cy="42" r="8" fill="${accent}"/><path d="M30 62 C40 76 60 76 70 62" stroke="${accent}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  coffee: (ink, accent) =>
    `<path d="M18 36 H72 V64 C72 78 62 86 48 86 H42 C28 86 18 78 18 64Z" fill="${ink}"/><path d="M72 44 C86 44 86 64 72 64" stroke="${ink}" stroke-width="6" fill="none"/><path d="M34 28 C30 20 38 16 34 8 M50 28 C46 20 54 16 50 8" stroke="${accent}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  tent: (ink, accent) =>
    `<path d="M50 12 L92 84 H8Z" fill="${ink}"/><path d="M50 40 L64 84 H36Z" fill="${accent}"/><circle cx="80" cy="22" r="8" fill="${accent}"/>`,
  bear: (ink, accent) =>
    `<circle cx="24" cy="26" r="12" fill="${ink}"/><circle cx="76" cy="26" r="12" fill="${ink}"/><circle cx="50" cy="54" r="36" fill="${ink}"/><ellipse cx="50" cy="66" rx="14" ry="11" fill="${accent}"/><circle cx="38" cy="48" r="4" fill="${accent}"/><circle cx="62" cy="48" r="4" fill="${accent}"/><ellipse cx="50" cy="62" rx="5" ry="4" fill="${ink}"/>`,
  bunny: (ink, accent) =>
    `<ellipse cx="36" cy="26" rx="9" ry="22" fill="${ink}"/><ellipse cx="64" cy="26" rx="9" ry="22" fill="${ink}"/><ellipse cx="36" cy="28" rx="4" ry="14" fill="${accent}"/><ellipse cx="64" cy="28" rx="4" ry="14" fill="${accent}"/><circle cx="50" cy="64" r="28" fill="${ink}"/>`,
  turkey: (ink, accent) =>
    [-60, -30, 0, 30, 60]
      .map(
        (a) =>
          `<ellipse cx="50" cy="34" rx="10" ry="26" fill="${a % 60 === 0 ? accent : ink}" transform="rotate(${a} 50 62)"/>`,
      )
      .join('') +
    `<circle cx="50" cy="62" r="20" fill="#8a5a35"/><circle cx="50" cy="44" r="10" fill="#8a5a35"/><path d="M50 46 L56 50 L50 52Z" fill="#e0a030"/>`,
  menorah: (ink, accent) =>
    `<rect x="47" y="34" width="6" height="52" fill="${ink}"/><rect x="26" y="84" width="48" height="8" rx="3" fill="${ink}"/>` +
    [14, 26, 38, 62, 74, 86]
      .map(
        (x) =>
          `<path d="M${x} 50 V40" stroke="${ink}" stroke-width="5"/><path d="M${x} 36 C${x - 4} 30 ${x} 24 ${x} 22 C${x} 24 ${x + 4} 30 ${x} 36Z" fill="${accent}"/>`,
      )
      .join('') +
    `<path d="M14 52 C14 70 86 70 86 52" stroke="${ink}" stroke-width="5" fill="none"/><path d="M50 28 C46 22 50 16 50 12 C50 16 54 22 50 28Z" fill="${accent}"/>`,
  confetti: (ink, accent) =>
    [
      [18, 20, 0],
      [70, 16, 30],
      [40, 40, 60],
      [82, 52, 10],
      [24, 66, 45],
      [56, 78, 80],
      [60, 30, 20],
    ]
      .map(
        ([x, y, r], i) =>
          `<rect x="${x}" y="${y}" width="12" height="6" rx="2" fill="${i % 2 ? accent : ink}" transform="rotate(${r} ${x} ${y})"/>`,
      )
      .join('') + `<circle cx="46" cy="60" r="5" fill="${ink}"/><circle cx="84" cy="84" r="4" fill="${accent}"/>`,
  rings: (ink, accent) =>
    `<circle cx="38" cy="56" r="24" stroke="${ink}" stroke-width="8" fill="none"/><circle cx="62" cy="56" r="24" stroke="${accent}" stroke-width="8" fill="none"/><path d="M38 24 L44 32 L38 36 L32 32Z" fill="${accent}"/>`,
  sun: (ink, accent) =>
    `<circle cx="50" cy="50" r="20" fill="${ink}"/>` +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="47" y="8" width="6" height="16" rx="3" fill="${accent}" transform="rotate(${i * 45} 50 50)"/>`,
    ).join(''),
  dove: (ink) =>
    `<path d="M14 58 C28 42 44 42 54 50 C60 34 74 26 90 28 C80 34 76 44 74 54 C70 70 54 80 34 76 L18 84 L24 72 C18 68 14 64 14 58Z" fill="${ink}"/>`,
  badge: (ink, accent) =>
    `<path d="M50 6 L88 22 V52 C88 74 70 88 50 94 C30 88 12 74 12 52 V22Z" fill="${ink}"/><path d="M50 22 L56 40 H74 L60 50 L66 68 L50 58 L34 68 L40 50 L26 40 H44Z" fill="${accent}"/>`,
  monogram: (ink, accent) =>
    `<circle cx="50" cy="50" r="40" fill="none" stroke="${ink}" stroke-width="5"/><circle cx="50" cy="50" r="32" fill="none" stroke="${accent}" stroke-width="2"/><path d="M30 50 C40 30 60 70 70 50" stroke="${ink}" stroke-width="4" fill="none"/>`,
  photo: (ink, accent) =>
    `<rect x="10" y="18" width="80" height="64" rx="6" fill="${ink}"/><path d="M14 76 L38 48 L54 64 L66 54 L86 76Z" fill="${accent}"/><circle cx="70" cy="36" r="8" fill="${accent}"/>`,
  balloon: (ink, accent) =>
    `<ellipse cx="40" cy="38" rx="20" ry="25" fill="${ink}"/><ellipse cx="66" cy="46" rx="17" ry="21" fill="${accent}"/><path d="M40 63 C44 76 36 84 42 96 M66 67 C62 80 70 86 64 96" stroke="#7a7a7a" stroke-width="2" fill="none"/>`,
  anchor: (ink) =>
    `<circle cx="50" cy="18" r="8" stroke="${ink}" stroke-width="6" fill="none"/><path d="M50 26 V88 M32 40 H68 M16 62 C20 82 40 90 50 88 C60 90 80 82 84 62" stroke="${ink}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  bolt: (ink, accent) =>
    `<circle cx="50" cy="50" r="42" fill="${accent}"/><path d="M56 10 L24 56 H46 L40 90 L76 40 H54Z" fill="${ink}"/>`,
};

export function drawMotif(name: string, ink: string, accent: string, x: number, y: number, size: number): string {
  const motif = MOTIFS[name];
  if (!motif) return '';
  return `<g transform="translate(${x} ${y}) scale(${size / 100})">${motif(ink, accent)}</g>`;
}
