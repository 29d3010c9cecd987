/**
 * Where the arrow keys, Home and End move the focus in a row of `count`
 * items (thumbnails, tabs): wrapping at the ends; null for any other key.
 */
export function rovingIndex(key: string, index: number, count: number): number | null {
  if (count < 1) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
