/**
 * A text as the page quotes it: whole up to `max` characters, else its first `max - 1` and "…". Characters are
 * counted as code points, so an emoji is never cut in half.
 */
export function shortened(text: string, max: number): string {
  const characters = [...text];
  return characters.length > max ? `${characters.slice(0, Math.max(0, max - 1)).join('')}…` : text;
}
