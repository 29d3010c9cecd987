/** The count line above a listing: "Showing 24 of 130 products", "1 product", with the search when there is one. */
export function countLine(shown: number, total: number, search: string): string {
  const noun = total === 1 ? 'product' : 'products';
  const matching = search ? ` matching “${search}”` : '';
  if (shown >= total) return `${total} ${noun}${matching}`;
  return `Showing ${shown} of ${total} ${noun}${matching}`;
}
