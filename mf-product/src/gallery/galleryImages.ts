import { storageImageUrl, type Design, type GalleryImage } from '@giftshop/shared';

/**
 * The gallery's images, as URLs: the photo of the product in the chosen
 * colour first (gallery entries say which variant colour they show; the live
 * preview is drawn on the first image, and the cart line takes it), then the
 * product's other photos, then the artwork of the selected design when the
 * shopper chooses designs on this product. Duplicates are dropped; with
 * nothing at all the placeholder stands in.
 */
export function galleryImages(
  gallery: readonly GalleryImage[] | null,
  design: Design | null,
  colour: string | null = null,
): string[] {
  const photos = gallery ?? [];
  const chosen = colour ? photos.find((g) => g.colour === colour.trim()) : undefined;
  const paths = [chosen?.url, ...photos.map((g) => g.url), design?.image_url];
  const urls: string[] = [];
  for (const path of paths) {
    if (!path) continue;
    const url = storageImageUrl(path);
    if (!urls.includes(url)) urls.push(url);
  }
  return urls.length ? urls : [storageImageUrl(null)];
}
