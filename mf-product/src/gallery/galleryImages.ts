import { storageImageUrl } from '@giftshop/shared';
import { type Design, type GalleryImage } from '@giftshop/shared/domain';

/**
 * The photo the gallery opens on: the one of the chosen style in the chosen
 * colour. Photos that name no style show any; when no photo names the chosen
 * style, its styles look alike (sizes) and every photo shows it. Among those,
 * the one of the chosen colour, else the first.
 */
export function leadingPhoto(
  gallery: readonly GalleryImage[] | null,
  colour: string | null,
  style: string | null = null,
): GalleryImage | undefined {
  const photos = gallery ?? [];
  const chosenStyle = style?.trim();
  const ofStyle =
    chosenStyle && photos.some((g) => g.style === chosenStyle)
      ? photos.filter((g) => !g.style || g.style === chosenStyle)
      : photos;
  const chosenColour = colour?.trim();
  return (chosenColour ? ofStyle.find((g) => g.colour === chosenColour) : undefined) ?? ofStyle[0];
}

/**
 * The gallery's images, as URLs: the photo of the product in the chosen
 * style and colour first (gallery entries say which variant style and colour
 * they show; the live
 * preview is drawn on the first image, and the cart line takes it), then the
 * product's other photos, then the artwork of the selected design when the
 * shopper chooses designs on this product. Duplicates are dropped; with
 * nothing at all the placeholder stands in.
 */
export function galleryImages(
  gallery: readonly GalleryImage[] | null,
  design: Design | null,
  colour: string | null = null,
  style: string | null = null,
): string[] {
  const photos = gallery ?? [];
  const paths = [leadingPhoto(photos, colour, style)?.url, ...photos.map((g) => g.url), design?.image_url];
  const urls: string[] = [];
  for (const path of paths) {
    if (!path) continue;
    const url = storageImageUrl(path);
    if (!urls.includes(url)) urls.push(url);
  }
  return urls.length ? urls : [storageImageUrl(null)];
}
