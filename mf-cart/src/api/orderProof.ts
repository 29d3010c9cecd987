import { getSupabase, type CartItem } from '@giftshop/shared';
import { describeOrderError } from './orderError';
import { orderItemsPayload } from './orders';

/** One personalized line of the proof, exactly as it will be printed (the server's reading of the cart). */
export interface ProofLine {
  lineNo: number;
  productName: string;
  variantName: string | null;
  designName: string | null;
  text: string;
  /** The line's options as chosen (style, lettering, colour, size…), label → value. */
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

interface ProofRow {
  line_no: number;
  product_name: string | null;
  variant_name: string | null;
  design_name: string | null;
  text: string | null;
  options: Record<string, unknown> | null;
  size?: string | null;
  quantity: number;
}

/**
 * The proof of the cart's personalized lines, read from the server
 * (`order_proof`): the texts as the shop will print them (cleaned as the
 * order will store them), so what the shopper checks is what is made.
 */
export async function fetchOrderProof(items: readonly CartItem[]): Promise<OrderProof> {
  if (items.length === 0) return { lines: [], fingerprint: null };
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('order_proof', { items: orderItemsPayload(items) as never });
  if (error) throw describeOrderError(error, 'reading your proof');
  const answer = (data ?? {}) as { lines?: ProofRow[]; fingerprint?: string | null };
  return {
    fingerprint: typeof answer.fingerprint === 'string' ? answer.fingerprint : null,
    lines: (answer.lines ?? []).map((row) => ({
      lineNo: row.line_no,
      productName: row.product_name ?? '',
      variantName: row.variant_name,
      designName: row.design_name,
      text: row.text ?? '',
      options: Object.entries(row.options ?? {})
        .filter(([label, value]) => label !== 'Design' && typeof value === 'string' && value !== '')
        .map(([label, value]) => [label, value as string]),
      size: typeof row.size === 'string' && row.size !== '' ? row.size : null,
      quantity: row.quantity,
    })),
  };
}
