import { loadShopChecks } from '@giftshop/shared';
import { type CartItem } from '@giftshop/shared/domain';

// A stored line is checked with the bus contract's own cart line schema (zod), which is not part of shared's
// start (issue 31): the cart's modules wait for it here, once, before they read the stored cart.
const { cartItemSchema } = await loadShopChecks();

/** The most a stored cart may weigh before it is refused unread (a real cart of 200 lines is far below). */
export const MAX_STORED_CART_CHARS = 512 * 1024;
/** The most lines a stored cart may hold (the bus contract carries at most 200). */
export const MAX_STORED_LINES = 200;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface StoredCartResult {
  items: CartItem[];
  /** Why some or all of the stored value was ignored; undefined when it was read whole. */
  problem?: string;
}

/**
 * The cart's stored value, read defensively. The value is the JSON array of
 * cart lines. Whatever cannot be parsed, or does not have the shape of a cart
 * line (negative prices or quantities, oversize values, `__proto__` keys …),
 * is ignored and described in `problem`; the valid lines are kept.
 */
export function parseStoredCart(raw: string | null): StoredCartResult {
  if (raw === null || raw === '') return { items: [] };
  if (raw.length > MAX_STORED_CART_CHARS) {
    return {
      items: [],
      problem: `the stored cart is ${raw.length} characters long, over the ${MAX_STORED_CART_CHARS} limit`,
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return { items: [], problem: `the stored cart is not valid JSON (${(error as Error).message})` };
  }
  if (!Array.isArray(value)) return { items: [], problem: 'the stored cart is not a list of cart lines' };
  if (value.length > MAX_STORED_LINES) {
    return { items: [], problem: `the stored cart has ${value.length} lines, over the ${MAX_STORED_LINES} limit` };
  }
  const items: CartItem[] = [];
  const seen = new Set<string>();
  const rejected: string[] = [];
  value.forEach((candidate, index) => {
    const line = readLine(candidate);
    if (typeof line === 'string') rejected.push(`line ${index + 1}: ${line}`);
    else if (seen.has(line.id)) rejected.push(`line ${index + 1}: duplicate id`);
    else {
      seen.add(line.id);
      items.push(line);
    }
  });
  return rejected.length === 0
    ? { items }
    : { items, problem: `ignored ${rejected.length} stored cart line(s): ${rejected.slice(0, 3).join('; ')}` };
}

/** One stored line as a clean cart item, or the reason it is refused. */
function readLine(candidate: unknown): CartItem | string {
  if (hasForbiddenKey(candidate)) return 'it carries a __proto__, constructor or prototype key';
  const parsed = cartItemSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${issue?.path.map(String).join('.') || 'line'}: ${issue?.message ?? 'wrong shape'}`;
  }
  // Rebuilt from scratch, so nothing but the checked fields and plain objects survive.
  const { customization, ...line } = parsed.data;
  const clean: Record<string, string | undefined> = {};
  for (const [key, text] of Object.entries(customization)) if (text !== undefined) clean[key] = text;
  return { ...line, customization: clean };
}

function hasForbiddenKey(value: unknown, depth = 0): boolean {
  if (depth > 3 || value === null || typeof value !== 'object') return false;
  return Object.keys(value).some(
    (key) => FORBIDDEN_KEYS.has(key) || hasForbiddenKey((value as Record<string, unknown>)[key], depth + 1),
  );
}

/** The value written back: the cart lines as JSON. */
export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify(items);
}

/**
 * Local storage that never throws: a browser that refuses storage (private
 * mode, quota, disabled cookies) leaves the cart working in memory.
 */
export interface CartStorage {
  read(): string | null;
  write(value: string): void;
}

export function browserCartStorage(key: string, storage: () => Storage | undefined): CartStorage {
  return {
    read() {
      try {
        return storage()?.getItem(key) ?? null;
      } catch (error) {
        console.error('[cart] could not read the saved cart; starting with an empty one.', error);
        return null;
      }
    },
    write(value) {
      try {
        storage()?.setItem(key, value);
      } catch (error) {
        console.error('[cart] could not save the cart; it is kept for this visit only.', error);
      }
    },
  };
}
