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

export type Draw = (t: Tones) => Shape;

export const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 7)}" fill="#000" opacity="0.08"/>`;
