import { parseFieldPath, splitTopLevel, type FieldPath } from './grammar';
import { parseError } from './restError';

export interface OrderItem {
  field: FieldPath;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** `order=price.desc.nullslast,id` → items. */
export function parseOrder(text: string | null): OrderItem[] {
  if (text === null || text.trim() === '') return [];
  return splitTopLevel(text).map((raw) => {
    const parts = raw.trim().split('.');
    const item: OrderItem = { field: parseFieldPath(parts[0] ?? '') };
    for (const modifier of parts.slice(1)) {
      if (modifier === 'asc' || modifier === 'desc') item.direction = modifier;
      else if (modifier === 'nullsfirst') item.nulls = 'first';
      else if (modifier === 'nullslast') item.nulls = 'last';
      else throw parseError(`"failed to parse order (${text})"`, `unexpected "${modifier}"`);
    }
    return item;
  });
}
