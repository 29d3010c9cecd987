import { customizationLines, type CartItem } from '@giftshop/shared/domain';

/**
 * Each line's name for a screen reader (its row, − and +, Remove) and for the drawer's Undo notice: the product's
 * name, and where another line of the cart has the same name, what tells them apart: the shopper's text, then each
 * choice that differs ("Snowflake Name Personalized Ornament, “Emma”, Color: Gold"). Three ornaments for three
 * grandchildren had three buttons named "Remove Snowflake Name Personalized Ornament From Cart" (QA sweep H-f).
 */
export function lineNames(items: readonly CartItem[]): Map<string, string> {
  // each line's text and choices read once (a group order holds up to 200 lines of one name)
  const read = items.map((line) => ({
    line,
    text: line.customization.personalizationText?.trim() ?? '',
    choices: new Map(customizationLines(line.customization).map((c) => [c.label, c.value])),
  }));
  const byName = new Map<string, typeof read>();
  for (const entry of read) byName.set(entry.line.name, [...(byName.get(entry.line.name) ?? []), entry]);
  const names = new Map<string, string>();
  for (const { line, text, choices } of read) {
    const namesakes = byName.get(line.name)!;
    const parts = [line.name];
    if (namesakes.length > 1) {
      if (text && namesakes.some((other) => other.text !== text)) parts.push(`“${text}”`);
      for (const [label, value] of choices) {
        if (namesakes.some((other) => other.choices.get(label) !== value)) parts.push(`${label}: ${value}`);
      }
    }
    names.set(line.id, parts.join(', '));
  }
  return names;
}
