import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '@giftshop/shared';

/**
 * An image that shows the shop's placeholder instead of a broken icon when it fails to load, or when there is
 * no picture to show at all (a product without gallery pictures: an empty `src` would draw an empty box).
 */
export function ProductImage({
  src,
  alt,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <img
      {...rest}
      src={broken ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      data-broken={broken || undefined}
      onError={() => setFailed(src)}
    />
  );
}
