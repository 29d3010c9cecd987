/**
 * A page's title as every tab of the shop reads it, "<page> — <brand>": the shell's server writes it into the first
 * HTML's `<title>`, and the shell and each remote set `document.title` with it in the browser. The brand is the shop
 * config's `brandName`, passed in (this module reads no config).
 */
export function pageTitle(page: string, brand: string): string {
  return `${page} — ${brand}`;
}
