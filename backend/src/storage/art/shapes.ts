import type { Draw } from './shapeKit';
import {
  apron,
  cap,
  hoodie,
  longSleeveOnesie,
  onesie,
  socks,
  sweatshirt,
  truckerCap,
  tshirt,
  zipHoodie,
} from './apparel';
import { bottle, mug, stein, stemlessWineglass, travelTumbler, tumbler, wineglass } from './drinkware';
import {
  blanket,
  candle,
  canvas,
  doormat,
  flag,
  flatDiscOrnament,
  frame,
  ornament,
  pillow,
  sign,
  stocking,
  wreath,
} from './homeDecor';
import { board, jewelry, keychain, notebook, phonecase, puzzle, roundKeychain, tote } from './keepsakes';

export type { PrintArea, Shape, Tones } from './shapeKit';

/**
 * Art kinds: one per product-type category slug (the type's first style), and
 * one per style that looks different from it (`<style>-<type>`, named by the
 * catalogue's `OptionValue.art`): the flat disc beside the round bauble, the
 * stemless glass beside the stemmed one.
 */
export const SHAPES: Record<string, Draw> = {
  mugs: mug,
  tumblers: tumbler,
  'travel-tumblers': travelTumbler,
  'water-bottles': bottle,
  'wine-glasses': wineglass,
  'stemless-wine-glasses': stemlessWineglass,
  'beer-steins': stein,
  't-shirts': tshirt,
  hoodies: hoodie,
  'zip-up-hoodies': zipHoodie,
  sweatshirts: sweatshirt,
  'baby-onesies': onesie,
  'long-sleeve-baby-onesies': longSleeveOnesie,
  caps: cap,
  'trucker-caps': truckerCap,
  socks,
  aprons: apron,
  ornaments: ornament,
  'flat-disc-ornaments': flatDiscOrnament,
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
  'round-keychains': roundKeychain,
  jewelry,
  'phone-cases': phonecase,
  notebooks: notebook,
};
