import styled from '@emotion/styled';
import { useState } from 'react';
import { color, media, PLACEHOLDER_IMAGE, radius, storageImageUrl } from '@giftshop/shared';

const Img = styled.img<{ size: number }>(({ size }) => ({
  width: size,
  height: size,
  flex: 'none',
  objectFit: 'cover',
  borderRadius: radius.md,
  background: color.surfaceMuted,
  border: `1px solid ${color.line}`,
  [media.mobile]: { width: Math.min(size, 64), height: Math.min(size, 64) },
}));

/** A cart line's picture; a broken or refused image shows the gift-box placeholder. Decorative: the name sits beside it. */
export function LineImage({ path, size = 80 }: { path: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <Img
      size={size}
      src={failed ? PLACEHOLDER_IMAGE : storageImageUrl(path)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
