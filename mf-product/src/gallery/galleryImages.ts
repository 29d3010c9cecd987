import { storageImageUrl, type Design, type GalleryImage } from '@giftshop/shared';

/**
 * The gallery's images, as URLs: the selected design's own image first
 * (so choosing a design shows it at once), then the product's gallery.
 * Duplicates are dropped; with nothing at all the placeholder stands in.
 */
export function galleryImages(gallery: readonly GalleryImage[] | null, design: Design | null): string[] {
  const paths = [design?.image_url, ...(gallery ?? []).map((g) => g.url)];
  const urls: string[] = [];
  for (const path of paths) {
    if (!path) continue;
    const url = storageImageUrl(path);
    if (!urls.includes(url)) urls.push(url);
  }
  return urls.length ? urls : [storageImageUrl(null)];
}
