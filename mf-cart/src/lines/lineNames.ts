import { customizationLines, type CartItem } from '@giftshop/shared/domain';

/** A line as a shopper tells it from another: its product's name, their text and their choices by label. */
export interface TellableLine {
  name: string;
  text: string;
  choices: ReadonlyMap<string, string>;
}

/**
 * For each line, what tells it from the other lines of the same name: whether its text differs from one of
 * theirs, and each of its choices whose value one of them does not share ("Color", "Gold"). Nothing for a line
 * whose name is its own. Each line is compared within its name only (a group order holds up to 200 of one name).
 */
export function lineDifferences(lines: readonly TellableLine[]): { text: boolean; choices: [string, string][] }[] {
  const byName = new Map<string, TellableLine[]>();
  for (const line of lines) byName.set(line.name, [...(byName.get(line.name) ?? []), line]);
  return lines.map((line) => {
    const namesakes = byName.get(line.name)!;
    if (namesakes.length < 2) return { text: false, choices: [] };
    return {
      text: line.text !== '' && namesakes.some((other) => other.text !== line.text),
      choices: [...line.choices].filter(([label, value]) =>
        namesakes.some((other) => other.choices.get(label) !== value),
      ),
    };
  });
}

/**
 * Each line's name for a screen reader (its row, − and +, Remove) and for the drawer's Undo notice: the product's
 * name, and where another line of the cart has the same name, what tells them apart: the shopper's text, then each
 * choice that differs ("Snowflake Name Personalized Ornament, “Emma”, Color: Gold"). Three ornaments for three
 * grandchildren had three buttons named "Remove Snowflake Name Personalized Ornament From Cart" (QA sweep H-f).
 */
export function lineNames(items: readonly CartItem[]): Map<string, string> {
  const read = items.map((line) => ({
    name: line.name,
    text: line.customization.personalizationText?.trim() ?? '',
    choices: new Map(customizationLines(line.customization).map((c) => [c.label, c.value])),
  }));
  const differences = lineDifferences(read);
  return new Map(
    items.map((line, i) => {
      const { text, choices } = differences[i]!;
      const parts = [line.name, ...(text ? [`“${read[i]!.text}”`] : []), ...choices.map(([l, v]) => `${l}: ${v}`)];
      return [line.id, parts.join(', ')];
    }),
  );
}
