import { roundCents } from './money';

/** The price of one line: unit price × quantity, to the cent (as the cart holds it; the server quotes the order). */
export function lineTotal(line: { price: number; quantity: number }): number {
  return roundCents(line.price * line.quantity);
}
