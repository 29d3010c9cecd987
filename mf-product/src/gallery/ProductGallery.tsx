import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { color, media, radius, space } from '@giftshop/shared';
import { airPx, clearOfHeader, clearOfHeaderPx, imageryWidestPx } from '../detail/detailLayout';
import { rovingIndex } from '../keyboard/rovingIndex';
import { ProductImage } from './ProductImage';

const Stage = styled.div({
  position: 'relative',
  aspectRatio: '1 / 1',
  borderRadius: radius.lg,
  overflow: 'hidden',
  background: color.surfaceMuted,
  img: { display: 'block', width: '100%', height: '100%', objectFit: 'contain' },
});

const thumbPx = 72;
const thumbGap = space.sm;
const thumbsTop = space.md;

/** Thumbnails in one row at the gallery's widest (7: 72 px each, 8 px apart, in 603 px). */
const oneRowOfThumbs = Math.floor((imageryWidestPx + parseFloat(thumbGap)) / (thumbPx + parseFloat(thumbGap)));

/** The gallery at its tallest with one row of thumbnails: a square picture as wide as the column, then the row. */
const galleryTallestPx = imageryWidestPx + parseFloat(thumbsTop) + thumbPx;
/** A desktop screen at least this tall (844 px) holds all of it below the header, with the same air under it. */
const wholeGalleryFitsPx = Math.ceil(clearOfHeaderPx + galleryTallestPx + airPx);

/**
 * On a desktop tall enough for all of it below the header, the gallery stays in view while the shopper
 * scrolls through the choices, so the personalization preview drawn on its picture is seen as it is typed.
 * On a shorter screen, or with a second row of thumbnails, it scrolls with the page: its thumbnails are
 * never held out of view.
 */
const Gallery = styled.section<{ staysInView: boolean }>(({ staysInView }) =>
  staysInView
    ? { [`${media.desktop} and (min-height: ${wholeGalleryFitsPx}px)`]: { position: 'sticky', top: clearOfHeader } }
    : {},
);

const Thumbs = styled.div({ display: 'flex', flexWrap: 'wrap', gap: thumbGap, marginTop: thumbsTop });

const Thumb = styled.button({
  width: thumbPx,
  height: thumbPx,
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: radius.md,
  overflow: 'hidden',
  background: color.surfaceMuted,
  cursor: 'pointer',
  img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  '&[aria-current="true"]': { borderColor: color.accent },
  '&:hover': { borderColor: color.inkMuted },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
});

/**
 * The product's images: one large, with thumbnails to switch. Thumbnails are
 * buttons (Tab, Enter/Space), and the arrow keys, Home and End move between them.
 * `overlay` is drawn over the large image (the personalization preview).
 */
export function ProductGallery({
  images,
  active,
  onSelect,
  productName,
  overlay,
}: {
  images: readonly string[];
  active: number;
  onSelect: (index: number) => void;
  productName: string;
  overlay?: ReactNode;
}) {
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(active, images.length - 1);
  const move = (event: KeyboardEvent, index: number) => {
    const next = rovingIndex(event.key, index, images.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    thumbs.current[next]?.focus();
  };
  return (
    <Gallery aria-label={`Images of ${productName}`} staysInView={images.length <= oneRowOfThumbs}>
      <Stage>
        <ProductImage
          src={images[current] ?? ''}
          alt={images.length > 1 ? `${productName}, image ${current + 1} of ${images.length}` : productName}
          data-testid="gallery-main-image"
          fetchPriority="high"
        />
        {overlay}
      </Stage>
      {images.length > 1 && (
        <Thumbs role="group" aria-label="Choose an image">
          {images.map((src, index) => (
            <Thumb
              key={src}
              ref={(el) => {
                thumbs.current[index] = el;
              }}
              type="button"
              aria-label={`Show Image ${index + 1} of ${images.length}`}
              aria-current={index === current}
              tabIndex={index === current ? 0 : -1}
              onClick={() => onSelect(index)}
              onKeyDown={(event) => move(event, index)}
            >
              <ProductImage src={src} alt="" loading="lazy" />
            </Thumb>
          ))}
        </Thumbs>
      )}
    </Gallery>
  );
}
