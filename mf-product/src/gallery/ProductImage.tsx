import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '@giftshop/shared';

/** An image that shows the shop's placeholder instead of a broken icon when it fails to load. */
export function ProductImage({
  src,
  alt,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed === src;
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
