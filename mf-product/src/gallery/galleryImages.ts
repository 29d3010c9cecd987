import { storageImageUrl } from '@giftshop/shared';
import { type Design, type GalleryImage } from '@giftshop/shared/domain';

/** The photo the gallery opens on: the one of the chosen colour, else the first. */
export function leadingPhoto(gallery: readonly GalleryImage[] | null, colour: string | null): GalleryImage | undefined {
  const photos = gallery ?? [];
  return (colour ? photos.find((g) => g.colour === colour.trim()) : undefined) ?? photos[0];
}

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
  const paths = [leadingPhoto(photos, colour)?.url, ...photos.map((g) => g.url), design?.image_url];
  const urls: string[] = [];
  for (const path of paths) {
    if (!path) continue;
    const url = storageImageUrl(path);
    if (!urls.includes(url)) urls.push(url);
  }
  return urls.length ? urls : [storageImageUrl(null)];
}
