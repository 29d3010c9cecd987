import type { Draw } from './shapeKit';
import { apron, cap, hoodie, onesie, socks, sweatshirt, tshirt } from './apparel';
import { bottle, mug, stein, tumbler, wineglass } from './drinkware';
import { blanket, candle, canvas, doormat, flag, frame, ornament, pillow, sign, stocking, wreath } from './homeDecor';
import { board, jewelry, keychain, notebook, phonecase, puzzle, tote } from './keepsakes';

export type { PrintArea, Shape, Tones } from './shapeKit';

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
