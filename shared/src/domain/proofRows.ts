import { customizationLines } from './customizationLines';
import type { JsonAnswer } from './jsonAnswers';
import { optionLabel } from './optionLabels';
import { SIZE_KEY } from './sizes';

/** One personalized line of the proof, exactly as it will be printed (the server's reading of the cart). */
export interface ProofLine {
  lineNo: number;
  productName: string;
  variantName: string | null;
  text: string;
  /**
   * Every choice of the line in the shopper's words, label → value, in the
   * order every page lists a line's choices (`customizationLines`, as the
   * drawer, checkout, the order page and the e-mails): Style, Size, Printing,
   * Color, Design (the design's name as the server reads it), then Lettering,
   * Text color.
   */
  options: [string, string][];
  quantity: number;
}

export interface OrderProof {
  lines: ProofLine[];
  /** What checkout sends back once the shopper has checked the spelling; null when nothing is personalized. */
  fingerprint: string | null;
}

/** The answer's own fields say these two: a stored option of the same label gives way. */
const ownField = (key: string) => /^(size|design)$/i.test(optionLabel(key));

/** `order_proof`'s answer as checkout shows it. */
export function toOrderProof(answer: JsonAnswer<'order_proof'>): OrderProof {
  return {
    fingerprint: typeof answer?.fingerprint === 'string' ? answer.fingerprint : null,
    lines: (answer?.lines ?? []).map((row) => {
      // the size is its own field of the answer and the design is named by the server: both are read among the
      // options (first, so a line's many options never crowd them out), and the one order places them
      const stored = Object.entries(row.options ?? {}).filter(([key]) => !ownField(key));
      const size = typeof row.size === 'string' ? row.size.trim() : '';
      return {
        lineNo: row.line_no,
        productName: row.product_name ?? '',
        variantName: row.variant_name,
        text: row.text ?? '',
        options: customizationLines({
          ...(size ? { [SIZE_KEY]: size } : {}),
          ...(row.design_name ? { Design: row.design_name } : {}),
          ...Object.fromEntries(stored),
        }).map((line): [string, string] => [line.label, line.value]),
        quantity: row.quantity,
      };
    }),
  };
}
