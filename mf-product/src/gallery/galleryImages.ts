import { storageImageUrl, type Design, type GalleryImage } from '@giftshop/shared';

/**
 * The gallery's images, as URLs: the product's own photos first (product
 * imagery leads, and the live preview is drawn on the first), then the
 * artwork of the selected design when the shopper chooses designs on this
 * product. Duplicates are dropped; with nothing at all the placeholder stands in.
 */
export function galleryImages(gallery: readonly GalleryImage[] | null, design: Design | null): string[] {
  const paths = [...(gallery ?? []).map((g) => g.url), design?.image_url];
  const urls: string[] = [];
  for (const path of paths) {
    if (!path) continue;
    const url = storageImageUrl(path);
    if (!urls.includes(url)) urls.push(url);
  }
  return urls.length ? urls : [storageImageUrl(null)];
}
