import { customizationLines } from './customizationLines';
import type { JsonAnswer } from './jsonAnswers';

/** One personalized line of the proof, exactly as it will be printed (the server's reading of the cart). */
export interface ProofLine {
  lineNo: number;
  productName: string;
  variantName: string | null;
  designName: string | null;
  text: string;
  /**
   * The line's options in the shopper's words (Style, Color, then Lettering,
   * Text color), label → value: the drawer's and the order page's labels
   * (`customizationLines`). The design and the size have their own fields.
   */
  options: [string, string][];
  /** The size, for products sold in sizes (issue 27). */
  size: string | null;
  quantity: number;
}

export interface OrderProof {
  lines: ProofLine[];
  /** What checkout sends back once the shopper has checked the spelling; null when nothing is personalized. */
  fingerprint: string | null;
}

/** `order_proof`'s answer as checkout shows it. */
export function toOrderProof(answer: JsonAnswer<'order_proof'>): OrderProof {
  return {
    fingerprint: typeof answer?.fingerprint === 'string' ? answer.fingerprint : null,
    lines: (answer?.lines ?? []).map((row) => ({
      lineNo: row.line_no,
      productName: row.product_name ?? '',
      variantName: row.variant_name,
      designName: row.design_name,
      text: row.text ?? '',
      options: customizationLines(row.options ?? {})
        .filter((line) => line.label !== 'Design')
        .map((line): [string, string] => [line.label, line.value]),
      size: typeof row.size === 'string' && row.size !== '' ? row.size : null,
      quantity: row.quantity,
    })),
  };
}
