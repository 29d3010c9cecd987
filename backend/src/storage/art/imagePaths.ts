import { renderDesignImage, renderProductImage } from './renderImage';

export const PRODUCT_BUCKET = 'product-images';
export const DESIGN_BUCKET = 'design-images';

/**
 * Storage path of a product image, relative to `/storage/v1/object/public/`:
 * `product-images/<type>/<colour>-<motif>/<sku>-<n>.svg`, e.g.
 * `product-images/mugs/sage-heart/kl-mug-001-1.svg`. Everything the picture
 * needs is in the path, so it is drawn on request.
 */
export function productImagePath(type: string, colour: string, motif: string, sku: string, n: number): string {
  return `${PRODUCT_BUCKET}/${type}/${colour}-${motif}/${sku.toLowerCase()}-${n}.svg`;
}

/** `design-images/<style>-<colour>/<code>.svg`. */
export function designImagePath(style: string, colour: string, code: string): string {
  return `${DESIGN_BUCKET}/${style}-${colour}/${code.toLowerCase()}.svg`;
}

function splitLast(folder: string): [string, string] {
  const i = folder.lastIndexOf('-');
  return i > 0 ? [folder.slice(0, i), folder.slice(i + 1)] : ['', ''];
}

/** The SVG for a storage path, or null when the path names nothing we draw. */
export function renderAsset(bucket: string, objectPath: string): string | null {
  const parts = objectPath.split('/');
  if (bucket === PRODUCT_BUCKET && parts.length === 3) {
    const [type, folder, file] = parts as [string, string, string];
    const m = /^([a-z0-9-]+)-([1-4])\.svg$/.exec(file);
    if (!m) return null;
    const [colour, motif] = splitLast(folder);
    return renderProductImage(type, colour, motif, m[1]!, Number(m[2]));
  }
  if (bucket === DESIGN_BUCKET && parts.length === 2) {
    const [folder, file] = parts as [string, string];
    const m = /^([a-z0-9-]+)\.svg$/.exec(file);
    if (!m) return null;
    const i = folder.indexOf('-');
    if (i <= 0) return null;
    return renderDesignImage(folder.slice(0, i), folder.slice(i + 1), m[1]!);
  }
  return null;
}
