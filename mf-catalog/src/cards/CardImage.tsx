import styled from '@emotion/styled';
import { useState } from 'react';
import { color, PLACEHOLDER_IMAGE, storageImageUrl } from '@giftshop/shared';
import { type GalleryImage } from '@giftshop/shared/domain';

const Frame = styled.div({
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  background: color.surfaceMuted,
  img: { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
});

const Dots = styled.span({
  position: 'absolute',
  bottom: 8,
  left: 0,
  right: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: 5,
  span: { width: 6, height: 6, borderRadius: '50%', background: 'rgba(42, 33, 27, 0.25)' },
  'span[data-current="true"]': { background: color.ink },
});

/**
 * The card's square image. Only the shown image is in the page (the card
 * preloads the others when its carousel starts); a broken image falls back
 * to the placeholder. `first` marks a card of the first row, whose image is
 * the page's largest paint: it is asked for before the page's scripts.
 */
export function CardImage({
  images,
  index,
  alt,
  eager,
  first = false,
}: {
  images: GalleryImage[];
  index: number;
  alt: string;
  eager: boolean;
  first?: boolean;
}) {
  const [broken, setBroken] = useState<Record<string, true>>({});
  const urls = images.length ? images.map((g) => storageImageUrl(g.url)) : [PLACEHOLDER_IMAGE];
  const current = urls[index % urls.length] ?? PLACEHOLDER_IMAGE;
  return (
    <Frame>
      <img
        src={broken[current] ? PLACEHOLDER_IMAGE : current}
        alt={alt}
        width={400}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        {...(first ? { fetchPriority: 'high' as const } : {})}
        decoding="async"
        onError={() => setBroken((b) => ({ ...b, [current]: true }))}
      />
      {urls.length > 1 && (
        <Dots aria-hidden="true">
          {urls.map((url, i) => (
            <span key={`${url}-${i}`} data-current={i === index % urls.length} />
          ))}
        </Dots>
      )}
    </Frame>
  );
}
