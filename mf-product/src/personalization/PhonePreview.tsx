import { Suspense } from 'react';
import styled from '@emotion/styled';
import { color, fontSize, media, radius, space } from '@giftshop/shared';
import { ProductImage } from '../gallery/ProductImage';
import { LivePreview } from './livePreviewLater';

const Frame = styled.figure({
  display: 'none',
  margin: 0,
  [media.mobile]: { display: 'flex', alignItems: 'center', gap: space.md },
  figcaption: { fontSize: fontSize.sm, color: color.inkMuted },
});
const Picture = styled.div({
  position: 'relative',
  width: 112,
  flexShrink: 0,
  aspectRatio: '1 / 1',
  borderRadius: radius.md,
  overflow: 'hidden',
  background: color.surface,
  img: { display: 'block', width: '100%', height: '100%', objectFit: 'contain' },
});

/** On phones the gallery is out of sight while typing: a small copy of the live preview sits by the text box. */
export function PhonePreview({
  image,
  text,
  fill,
  lettering,
  textArea = null,
}: {
  image: string;
  text: string;
  fill: string;
  lettering: string | null;
  textArea?: readonly [number, number, number, number] | null;
}) {
  return (
    <Frame aria-hidden="true">
      <Picture>
        <ProductImage src={image} alt="" />
        <Suspense>
          <LivePreview text={text} fill={fill} lettering={lettering} textArea={textArea} compact />
        </Suspense>
      </Picture>
      <figcaption>Live preview — your text appears on the product as you type.</figcaption>
    </Frame>
  );
}
